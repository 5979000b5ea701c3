import { afterEach, vi } from 'vitest';
import postalCodes from '../../../dev-server/data/postal-codes.json';
import { SignUpPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { stubServices } from '../../support/stub-services';

/** What the postal-code service answers for `cep`, from the local service's own data set. */
function addressAt(cep: string) {
  const address = postalCodes.find((entry) => entry.cep === cep);
  if (!address) throw new Error(`No address at ${cep} in the local service's data set.`);
  return address;
}
export const paulista = addressAt('01310-100');
export const se = addressAt('01001-000');

/**
 * The SSO and the postal-code service stubbed for a test file about /signup. Call at the top of
 * the file.
 */
export function stubSignUpPage() {
  compilePagesFirst(SignUpPage);
  const stub = stubServices(['sso', 'postal-code']);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const signUps = () => stub.requests.filter((request) => request.path === '/api/sso/signup');
  return { stub, signUps };
}
