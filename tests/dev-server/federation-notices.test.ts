import { describe, expect, it } from 'vitest';
import type { HermesTemplate } from '../../dev-server/notices/hermes-outbox.js';
import { companySignIn, portalDestination } from './company-browser';
import { linkCompanyAccount, portalSignIn } from './company-links';
import { setUpFederation } from './federation-support';
import { ana } from './support';

// A company account linked to the account is a new way into it, and one unlinked a way gone:
// the owner hears of both, in the language they use the portal in, as of a passkey added or
// removed (passkey-notices.test.ts), so that a change they did not make sends them to the
// security page. A link or an unlink the SSO refused changed nothing, and tells nothing.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example' };

const sentTo = (email: string, template: HermesTemplate) =>
  federation.sso.service.outbox.messages.filter(
    (message) => message.to === email && message.template === template,
  );

describe('the notices of company accounts linked and unlinked', () => {
  it('tells the owner a company account was linked, in their language, naming the provider and its email', async () => {
    await linkCompanyAccount(federation, 'google', ana, 'en');
    expect(sentTo(ana.email, 'company-account-linked')).toEqual([
      expect.objectContaining({
        locale: 'en',
        variables: {
          name: 'Ana Souza',
          provider: 'Google',
          companyEmail: ana.email,
          securityUrl: expect.stringMatching(/\/security$/),
        },
      }),
    ]);
  });

  it('tells the owner a company account was unlinked, in their language', async () => {
    const browser = await linkCompanyAccount(federation, 'google', ana, 'pt-BR');
    expect(sentTo(ana.email, 'company-account-unlinked')).toEqual([]);
    const unlinked = await browser.request('/api/sso/federation/links/google', {
      method: 'DELETE',
    });
    expect(unlinked.status).toBe(204);
    expect(sentTo(ana.email, 'company-account-unlinked')).toEqual([
      expect.objectContaining({
        locale: 'pt-BR',
        variables: expect.objectContaining({
          name: 'Ana Souza',
          provider: 'Google',
          companyEmail: ana.email,
        }),
      }),
    ]);
  });

  it('tells the owner of the link a domain that requires its provider makes at the first company sign-in, and only then', async () => {
    const first = await companySignIn(federation.newBrowser(), 'microsoft', marina);
    expect(portalDestination(first)).toBe('/');
    const again = await companySignIn(federation.newBrowser(), 'microsoft', marina);
    expect(portalDestination(again)).toBe('/');
    expect(sentTo(marina.email, 'company-account-linked')).toEqual([
      expect.objectContaining({
        variables: expect.objectContaining({ provider: 'Microsoft', companyEmail: marina.email }),
      }),
    ]);
  });

  it('tells nothing of a link refused because the company account was linked meanwhile', async () => {
    // Two tabs brought the same company account back; the second one's link comes too late.
    const late = federation.newBrowser();
    expect(portalDestination(await companySignIn(late, 'google', { email: ana.email }))).toBe(
      '/login?federation=link',
    );
    await linkCompanyAccount(federation, 'google', ana);
    await portalSignIn(federation, late, ana);
    const refused = await late.request('/api/sso/federation/link', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(sentTo(ana.email, 'company-account-linked')).toHaveLength(1);
  });

  it('tells nothing of an unlink refused because the company account is the last way in', async () => {
    const browser = federation.newBrowser();
    expect(portalDestination(await companySignIn(browser, 'microsoft', marina))).toBe('/');
    const refused = await browser.request('/api/sso/federation/links/microsoft', {
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(sentTo(marina.email, 'company-account-unlinked')).toEqual([]);
  });
});
