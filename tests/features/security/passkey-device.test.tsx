import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../session/manual-clock';
import { answerPasskeyMade, MadePasskey } from '../../support/made-passkey';
import { renderPortal } from '../../support/render-portal';
import { passkeysOf, registrationOptions, stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// Three passkeys made on three phones on one day once all read "Passkey from Nov 27, 2026",
// while the list of devices below named each phone. A passkey is now listed with the device it
// was made on, and a new one is named after that device and the minute (contract 1.16.0).

const iPhone = { browser: 'Safari', os: 'iOS', deviceType: 'phone' } as const;

const passkeysRegion = { name: /^(Your passkeys|Suas chaves de acesso)$/ };
const passkeys = () => within(screen.getByRole('region', passkeysRegion));
/** The passkeys once listed. */
const listed = async () =>
  within(await screen.findByRole('region', passkeysRegion)).findAllByRole('listitem');
const listOf = (...listed: object[]) => passkeysOf(listed);
/** The name the page sent with the new passkey. */
const sentName = () => {
  const sent = sso.requests.find((request) => request.path === '/api/sso/passkeys/registration');
  return (JSON.parse(sent?.body ?? '{}') as { name?: unknown }).name;
};

// Midday in UTC: the 27th in any time zone of the Americas or Europe, and five past the hour.
const madeAt = Date.parse('2026-11-27T12:05:00Z');

/** Adds a passkey from a browser the SSO reads as `device`, at `madeAt` on the page's clock. */
async function addPasskeyFrom(device: object, locale: 'en' | 'pt-BR' = 'en') {
  sso.on('POST /api/sso/passkeys/registration/options', { body: registrationOptions(device) });
  answerPasskeyMade(sso, device);
  renderPortal('/security', { locale, clock: manualClock(madeAt) });
  const add = locale === 'en' ? 'Add a passkey' : 'Criar chave de acesso';
  const button = await screen.findByRole('button', { name: add });
  await screen.findByText(
    locale === 'en' ? 'You have no passkeys yet.' : 'Você ainda não tem chaves de acesso.',
  );
  await userEvent.setup().click(button);
  await passkeys().findByText(/“as sent”/);
}

const sso = stubSecurityPage();

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', MadePasskey);
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: async () => new MadePasskey() },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
});

describe('a new passkey’s name', () => {
  it('names the device the SSO will list it with, and the minute it was made', async () => {
    await addPasskeyFrom(iPhone);
    expect(sentName()).toMatch(/^Safari on iOS · Nov 27, 2026, \d{1,2}:05\s[AP]M$/);
  });

  it('reads as a Brazilian would write it', async () => {
    await addPasskeyFrom(iPhone, 'pt-BR');
    expect(sentName()).toMatch(/^Safari no iOS · 27 de nov\. de 2026, \d{2}:05$/);
  });

  it('says the minute alone when the SSO could not tell the device', async () => {
    await addPasskeyFrom({ browser: 'unknown', os: 'unknown', deviceType: 'unknown' }, 'pt-BR');
    expect(sentName()).toMatch(/^Chave de acesso · 27 de nov\. de 2026, \d{2}:05$/);
  });

  it('leaves the device out rather than pass the 64 characters a name may have', async () => {
    await addPasskeyFrom({
      browser: 'A browser with a name far too long',
      os: 'Android',
      deviceType: 'phone',
    });
    expect(sentName()).toMatch(/^Passkey · Nov 27, 2026, \d{1,2}:05\s[AP]M$/);
  });
});

describe('the passkeys listed', () => {
  const made = {
    name: 'Celular',
    createdAt: '2026-11-27T12:00:00.000Z',
    lastUsedAt: null,
    synced: true,
  };

  it('say which device each was made on, as the list of devices names it', async () => {
    sso.on(
      'GET /api/sso/passkeys',
      listOf(
        { ...made, id: 'cGstMQ', name: 'Celular 1', device: iPhone },
        {
          ...made,
          id: 'cGstMg',
          name: 'Celular 2',
          device: { browser: 'Chrome', os: 'Android', deviceType: 'phone' },
        },
        // Added before the SSO kept the device: nothing to say.
        { ...made, id: 'cGstMw', name: 'Notebook' },
      ),
    );
    renderPortal('/security', { locale: 'pt-BR' });
    const items = await listed();
    expect(items[0]).toHaveTextContent('Dispositivo em que foi criada: Safari no iOS · Celular');
    expect(items[1]).toHaveTextContent(
      'Dispositivo em que foi criada: Chrome no Android · Celular',
    );
    expect(items[2]).not.toHaveTextContent('Dispositivo');
  });

  it('in English too', async () => {
    sso.on('GET /api/sso/passkeys', listOf({ ...made, id: 'cGstMQ', device: iPhone }));
    renderPortal('/security');
    const [item] = await listed();
    expect(item).toHaveTextContent('Created on: Safari on iOS · Phone');
  });
});
