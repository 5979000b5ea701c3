import { describe, expect, it } from 'vitest';
import { parseErrorBody, parseSignedIn } from '../../src/api/sso-responses';
import { signedInBody } from '../support/stub-server';

describe('parseSignedIn', () => {
  it('reads the user and the session', () => {
    expect(parseSignedIn(signedInBody)).toEqual({
      user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: ['pipeline'] },
      session: {
        id: 's1',
        expiresAt: new Date('2030-01-01T00:00:00.000Z'),
        absoluteExpiresAt: new Date('2030-01-01T12:00:00.000Z'),
        remembered: false,
      },
    });
  });

  it('reads the provider the account’s brokerage requires, and leaves out one it cannot read', () => {
    const marina = { ...signedInBody.user, requiredProvider: 'microsoft' };
    expect(parseSignedIn({ ...signedInBody, user: marina })?.user).toMatchObject({
      requiredProvider: 'microsoft',
    });
    const odd = { ...signedInBody.user, requiredProvider: 'Micro soft' };
    expect(parseSignedIn({ ...signedInBody, user: odd })?.user).not.toHaveProperty(
      'requiredProvider',
    );
  });

  it('reads the broker’s brokerages and the one the session acts for', () => {
    const mendes = {
      id: 'mendes-corretora',
      name: 'Mendes Corretora',
      cnpj: '45.***.***/0001-34',
      role: 'owner',
      apps: ['pipeline', 'schedule'],
      requires: [],
      lastUsedAt: '2026-12-01T10:00:00.000Z',
    };
    const parsed = parseSignedIn({
      user: { ...signedInBody.user, brokerages: [mendes] },
      session: { ...signedInBody.session, activeBrokerageId: 'mendes-corretora' },
    });
    expect(parsed?.user.brokerages).toEqual([
      { ...mendes, lastUsedAt: new Date('2026-12-01T10:00:00.000Z') },
    ]);
    expect(parsed?.session.activeBrokerageId).toBe('mendes-corretora');
  });

  it('reads a brokerage never chosen, or one an SSO older than 1.27.0 sent, as never used', () => {
    const base = { id: 'm', name: 'M', cnpj: '45.***.***/0001-34', role: 'broker', apps: [] };
    const brokerages = [
      { ...base, requires: [], lastUsedAt: null },
      { ...base, requires: [] },
    ];
    const parsed = parseSignedIn({ ...signedInBody, user: { ...signedInBody.user, brokerages } });
    expect(parsed?.user.brokerages?.map((b) => b.lastUsedAt)).toEqual([null, null]);
  });

  it('reads a choice still to make as a null brokerage, and a list it cannot read as no answer', () => {
    const waiting = { ...signedInBody.session, activeBrokerageId: null };
    expect(parseSignedIn({ ...signedInBody, session: waiting })?.session.activeBrokerageId).toBe(
      null,
    );
    const odd = { ...signedInBody.user, brokerages: [{ id: 'x', name: 'X' }] };
    expect(parseSignedIn({ ...signedInBody, user: odd })).toBeUndefined();
  });

  it('reads a session without an absolute end (an SSO older than 1.15.0) as one without', () => {
    const { absoluteExpiresAt: _, ...olderSession } = signedInBody.session;
    const parsed = parseSignedIn({ ...signedInBody, session: olderSession });
    expect(parsed?.session).toEqual({
      id: 's1',
      expiresAt: new Date('2030-01-01T00:00:00.000Z'),
      remembered: false,
    });
  });

  it.each([
    ['HTML from a proxy', '<html>Bad gateway</html>'],
    ['null', null],
    ['an array', [signedInBody]],
    ['no user', { session: signedInBody.session }],
    ['no session', { user: signedInBody.user }],
    ['an empty user id', { ...signedInBody, user: { ...signedInBody.user, id: '' } }],
    ['a numeric email', { ...signedInBody, user: { ...signedInBody.user, email: 42 } }],
    ['apps that are not strings', { ...signedInBody, user: { ...signedInBody.user, apps: [1] } }],
    ['apps missing', { ...signedInBody, user: { ...signedInBody.user, apps: undefined } }],
    ['an unreadable expiry', { ...signedInBody, session: { id: 's1', expiresAt: 'soon' } }],
    ['a session without id', { ...signedInBody, session: { expiresAt: '2030-01-01T00:00:00Z' } }],
  ])('refuses a body with %s', (_label, body) => {
    expect(parseSignedIn(body)).toBeUndefined();
  });
});

describe('parseErrorBody', () => {
  it('reads the code, the wait and the fields', () => {
    expect(
      parseErrorBody({
        error: {
          code: 'invalid_request',
          retryAfter: 30,
          fields: [{ field: 'email', code: 'required' }],
        },
      }),
    ).toEqual({
      code: 'invalid_request',
      retryAfter: 30,
      fields: [{ field: 'email', code: 'required' }],
    });
  });

  it('ignores a negative or non-numeric wait', () => {
    expect(parseErrorBody({ error: { code: 'x', retryAfter: -5 } })).toEqual({ code: 'x' });
    expect(parseErrorBody({ error: { code: 'x', retryAfter: '5' } })).toEqual({ code: 'x' });
  });

  it('refuses a body without an error code', () => {
    expect(parseErrorBody({ message: 'nope' })).toBeUndefined();
    expect(parseErrorBody('Internal Server Error')).toBeUndefined();
  });
});
