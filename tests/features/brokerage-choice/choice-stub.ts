import { ChooseBrokeragePage, LauncherPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import type { StubServer } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

/**
 * The SSO (and the main screen's services) stubbed for the picker's tests: Carla, a broker of
 * two brokerages whose session acts for none yet, as whoami says it (contract "Brokerages").
 */

export const mendes = {
  id: 'mendes-corretora',
  name: 'Mendes Corretora',
  cnpj: '45.***.***/0001-34',
  role: 'owner',
  apps: ['pipeline', 'insured', 'schedule'],
  requires: [],
  lastUsedAt: '2026-11-30T14:00:00.000Z',
};

export const parceira = {
  id: 'parceira-vida',
  name: 'Parceira Vida Corretora',
  cnpj: '98.***.***/0001-10',
  role: 'broker',
  apps: ['pipeline', 'insured'],
  requires: ['code'],
  lastUsedAt: null,
};

type Membership = typeof mendes | typeof parceira;

/** whoami's answer for Carla, acting for `active` (null: a choice is needed). */
export function carla(
  brokerages: readonly Membership[] = [mendes, parceira],
  active: string | null = null,
) {
  const chosen = brokerages.find((b) => b.id === active);
  return {
    user: {
      id: 'u3',
      email: 'carla.mendes@gofy.example',
      name: 'Carla Mendes',
      apps: chosen ? chosen.apps : [],
      brokerages,
    },
    session: {
      id: 's3',
      expiresAt: '2030-01-01T00:00:00.000Z',
      absoluteExpiresAt: '2030-01-01T12:00:00.000Z',
      remembered: false,
      activeBrokerageId: active,
    },
  };
}

export const notFound = {
  status: 404,
  body: {
    error: { code: 'brokerage_not_found', message: 'You have no access to this brokerage.' },
  },
};

export function proofRequired(requires: readonly string[]) {
  return {
    status: 403,
    body: {
      error: {
        code: 'brokerage_proof_required',
        message: 'This brokerage asks for more proof.',
        requires,
      },
    },
  };
}

/** Call at the top of a test file: the suite stubbed, the picker's and main screen's code first. */
export function stubChoice() {
  compilePagesFirst(ChooseBrokeragePage, LauncherPage, {
    // What signing in and leaving the sign-in page load (their chunk), for the tests that do.
    preload: () =>
      Promise.all([
        import('../../../src/features/sign-in/leave-sign-in'),
        import('../../../src/api/sso'),
        import('../../../src/features/sign-in/login-page'),
      ]),
  });
  return stubServices(['sso', 'tourist', 'notifications'], {
    settings: { REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example' },
  });
}

/** The brokerage each `chooseBrokerage` asked for, in order. */
export function choicesSent(stub: StubServer): string[] {
  return stub.requests
    .filter((r) => r.method === 'PUT' && r.path === '/api/sso/session/brokerage')
    .map((r) => (JSON.parse(r.body) as { brokerageId: string }).brokerageId);
}

/** The main screen's other services, answered quietly. */
export function quietMainScreen(stub: StubServer): void {
  stub.on('GET /api/tourist/tours', {
    body: { tours: { welcome: 'completed', card: 'completed' } },
  });
  stub.on('GET /api/notifications/unread-count', { body: { unread: 0 } });
}
