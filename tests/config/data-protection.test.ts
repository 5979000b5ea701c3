import { describe, expect, it } from 'vitest';
import { resolveDeploySettings } from '../../deploy/configure.js';
import { parseDeployOverrides } from '../../src/config/deploy-overrides';
import { ConfigError, parseConfig } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

// The controller and encarregado the "Your data" page names: deploy-time settings, so a
// deployment's config.json names its own without a rebuild, checked by the build's rules.

const named = {
  REACT_APP_CONTROLLER_NAME: 'Corretora Exemplo Ltda.',
  REACT_APP_CONTROLLER_CNPJ: '11.222.333/0001-81',
  REACT_APP_ENCARREGADO_NAME: 'João da Silva',
  REACT_APP_ENCARREGADO_CONTACT: 'dpo@corretora.example',
};

function problemsOf(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems.map(({ variable, problem }) => ({ variable, problem }));
    }
    throw error;
  }
  return [];
}

describe('the controller and encarregado of a deployment', () => {
  it('are read with the CNPJ as its characters and the contact by its kind', () => {
    expect(parseConfig({ ...validEnv, ...named }).dataProtection).toEqual({
      controller: { name: 'Corretora Exemplo Ltda.', cnpj: '11222333000181' },
      encarregado: {
        name: 'João da Silva',
        contact: { kind: 'email', value: 'dpo@corretora.example' },
      },
    });
  });

  it('take a page of the company as the contact', () => {
    const env = { ...validEnv, ...named, REACT_APP_ENCARREGADO_CONTACT: 'https://c.example/dpo' };
    expect(parseConfig(env).dataProtection.encarregado?.contact).toEqual({
      kind: 'url',
      value: 'https://c.example/dpo',
    });
  });

  it('are neither when the deployment names none, blank counting as none', () => {
    const blank = Object.fromEntries(Object.keys(named).map((name) => [name, ' ']));
    expect(parseConfig({ ...validEnv, ...blank }).dataProtection).toEqual({
      controller: undefined,
      encarregado: undefined,
    });
  });

  it('refuses half a pair, naming what is missing', () => {
    expect(
      problemsOf({
        ...validEnv,
        REACT_APP_CONTROLLER_NAME: named.REACT_APP_CONTROLLER_NAME,
        REACT_APP_ENCARREGADO_CONTACT: named.REACT_APP_ENCARREGADO_CONTACT,
      }),
    ).toEqual([
      { variable: 'REACT_APP_CONTROLLER_CNPJ', problem: 'missing' },
      { variable: 'REACT_APP_ENCARREGADO_NAME', problem: 'missing' },
    ]);
  });

  it('refuses a CNPJ whose check digits fail and a contact that is neither email nor page', () => {
    expect(
      problemsOf({
        ...validEnv,
        ...named,
        REACT_APP_CONTROLLER_CNPJ: '11.222.333/0001-82',
        REACT_APP_ENCARREGADO_CONTACT: 'javascript:alert(1)',
      }),
    ).toEqual([
      { variable: 'REACT_APP_CONTROLLER_CNPJ', problem: 'malformed' },
      { variable: 'REACT_APP_ENCARREGADO_CONTACT', problem: 'malformed' },
    ]);
  });

  it("are changed by a deployment's config.json, and a bad one there is refused", () => {
    expect(parseDeployOverrides(named, validEnv)).toEqual(named);
    expect(() =>
      resolveDeploySettings({}, { ...named, REACT_APP_CONTROLLER_CNPJ: '00.000.000/0000-00' }),
    ).toThrow(/REACT_APP_CONTROLLER_CNPJ/);
  });

  it("are unset by a deployment's config.json that blanks them", () => {
    const blank = Object.fromEntries(Object.keys(named).map((name) => [name, '']));
    const deployed = parseDeployOverrides(blank, { ...validEnv, ...named });
    expect(parseConfig({ ...validEnv, ...named, ...deployed }).dataProtection.controller).toBe(
      undefined,
    );
  });
});
