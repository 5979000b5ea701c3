import { describe, expect, it } from 'vitest';
import { loadFederationSettings } from '../../dev-server/federation/federation-settings.js';
import {
  onPortalSite,
  providersHostnameBeside,
} from '../../dev-server/identity-provider/providers-site.js';

// A real provider's sign-in page is on another site than the portal; the local stand-ins must
// be too, or what only crosses sites (SameSite cookies on the return) goes untried.

describe('the stand-in providers’ site', () => {
  it('takes the loopback name the portal does not use', () => {
    expect(providersHostnameBeside('http://127.0.0.1:4000')).toBe('localhost');
    expect(providersHostnameBeside('http://localhost:3000')).toBe('127.0.0.1');
    expect(providersHostnameBeside('http://portal.localhost')).toBe('127.0.0.1');
  });

  it.each([
    ['npm start', 'http://localhost:3000'],
    ['npm run serve', 'http://localhost:4000'],
  ])('is another site than the portal of %s, in the default federation file', (_, portal) => {
    const { providers } = loadFederationSettings();
    expect(providers.length).toBeGreaterThan(0);
    for (const provider of providers) expect(onPortalSite(provider.issuer, portal)).toBe(false);
  });

  it('is the portal’s own when the names match, whatever the ports', () => {
    expect(onPortalSite('http://localhost:4010', 'http://localhost:3000')).toBe(true);
    expect(onPortalSite('http://127.0.0.1:4010', 'http://localhost:3000')).toBe(false);
  });
});
