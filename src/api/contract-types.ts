import type { components, operations } from './contract.gen';

/**
 * Names for the parts of the generated contract types (`contract.gen.ts`, from
 * docs/openapi.yaml) that the clients use. Types only: nothing here reaches the bundle.
 */

/** The contract's schemas by name, such as `Schemas['User']`. */
export type Schemas = components['schemas'];

/** The JSON body an operation takes, as the contract writes it. */
export type JsonRequestBody<Operation extends keyof operations> = operations[Operation] extends {
  readonly requestBody?: { readonly content: { readonly 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * A parsed answer before it is checked: the member names the contract gives, each of any
 * value. Reading a member the contract does not have (or has renamed) fails to compile.
 */
export type Unchecked<T> = { readonly [Key in keyof T]?: unknown };
