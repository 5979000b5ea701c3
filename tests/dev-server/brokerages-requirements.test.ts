import { describe, expect, it } from 'vitest';
import {
  demoBrokeragesFile,
  loadBrokerages,
  maskCnpj,
} from '../../dev-server/brokerages/memberships.js';
import type { Session } from '../../dev-server/sessions/sessions.js';

// What a brokerage requires of a session, told apart factor by factor (contract 1.25.0,
// `BrokerageRequirement`): the demo has no broker whose sign-in could lack a company sign-in
// and meet a brokerage that requires one, so the rule is held here directly.

const directory = loadBrokerages(demoBrokeragesFile, () => 0);
const both = { id: 'x', name: 'X', cnpj: '11222333000181', requires: ['company', 'code'] } as const;

function sessionProving(first: string, second?: string): Session {
  return {
    proofs: {
      first: { method: first, at: 0 },
      second: second ? { method: second, at: 0 } : undefined,
    },
  } as unknown as Session;
}

describe('what a brokerage requires', () => {
  it('names the company sign-in and the code a password-only session has not given', () => {
    expect(
      directory.missingFor({ ...both, requires: [...both.requires] }, sessionProving('password')),
    ).toEqual(['company', 'code']);
  });

  it('counts a company sign-in and a code proved in the session, and nothing else', () => {
    const session = sessionProving('company_provider', 'authenticator_code');
    expect(directory.missingFor({ ...both, requires: [...both.requires] }, session)).toEqual([]);
    expect(
      directory.missingFor(
        { ...both, requires: [...both.requires] },
        sessionProving('passkey', 'passkey'),
      ),
    ).toEqual(['company']);
  });

  it('masks a CNPJ down to its first two digits, branch and check digits', () => {
    expect(maskCnpj('11222333000181')).toBe('11.***.***/0001-81');
  });
});
