import { YourDataPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { signedInBody } from '../../support/stub-server';
import { type StubbedServices, stubServices } from '../../support/stub-services';

/** The controller and encarregado a deployment names (config.json). */
export const namedInDeployment = {
  REACT_APP_CONTROLLER_NAME: 'gofy Tecnologia Ltda.',
  REACT_APP_CONTROLLER_CNPJ: '45198067000110',
  REACT_APP_ENCARREGADO_NAME: 'Marina Costa',
  REACT_APP_ENCARREGADO_CONTACT: 'encarregado@gofy.example',
};

/** What the SSO keeps about Ana, as `getPersonalData` answers it. */
export const anasData = {
  generatedAt: '2026-12-06T14:05:00.000Z',
  profile: { id: 'u1', email: signedInBody.user.email, name: 'Ana Souza', locale: 'pt-BR' },
  applications: ['pipeline', 'insured'],
  sessions: [
    {
      id: 's1',
      browser: 'Firefox',
      os: 'Linux',
      deviceType: 'computer',
      signedInAt: '2026-12-06T13:00:00.000Z',
      lastUsedAt: '2026-12-06T14:00:00.000Z',
      current: true,
    },
  ],
  passkeys: [{ name: 'iPhone da Ana', createdAt: '2026-11-30T10:00:00.000Z', lastUsedAt: null }],
  companyAccounts: [
    { provider: 'microsoft', email: 'ana@corretora.example', linkedAt: '2026-12-01T09:00:00.000Z' },
  ],
  secondFactor: {
    authenticator: '2026-11-20T12:00:00.000Z',
    recoveryCodesLeft: 8,
    trustedDevices: 1,
  },
  activity: [
    {
      id: 'e2',
      at: '2026-12-06T13:00:00.000Z',
      kind: 'sign_in',
      result: 'signed_in',
      method: 'password',
      browser: 'Firefox',
      os: 'Linux',
      deviceType: 'computer',
      address: '203.0.113.7',
      thisDevice: true,
      reported: false,
    },
    {
      id: 'e1',
      at: '2026-11-30T10:00:00.000Z',
      kind: 'passkey_added',
      browser: 'Safari',
      os: 'iOS',
      deviceType: 'phone',
      address: '198.51.100.4',
      thisDevice: false,
      reported: false,
    },
  ],
};

/** Ana's request of 40 days before, answered. */
export const earlierRequest = {
  protocol: '7KQ2MXHD',
  kind: 'statement',
  details: '',
  receivedAt: '2026-10-27T14:00:00.000Z',
  dueAt: '2026-11-11T14:00:00.000Z',
  state: 'answered',
};

/**
 * The SSO stubbed for a test file about /your-data, with the deployment naming its controller
 * and encarregado unless `settings` says otherwise. Call at the top of the file.
 */
export function stubYourDataPage(
  settings: Readonly<Record<string, string>> = namedInDeployment,
): StubbedServices {
  compilePagesFirst(YourDataPage);
  return stubServices(['sso'], { settings });
}
