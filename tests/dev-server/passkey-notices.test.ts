import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { addPasskey, ssoCall } from './passkey-calls';
import { ana, signedInCookie } from './support';
import { serviceForEachTest } from './support-service';

// The owner hears of every passkey added to or removed from the account, in the language they
// use the portal in, as they do of authenticator changes, new recovery codes and new devices:
// if it was not them, the notice says what to look for and links to the security page. Each
// test's traffic is also held to docs/openapi.yaml after it runs.

const origin = 'http://localhost:3000';
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const run = serviceForEachTest({ passkeys: { origins: [origin] } });

const latest = (template: 'passkey-added' | 'passkey-removed') =>
  run.service.service.outbox.latest(ana.email, template);

describe('the notices of passkey changes', () => {
  it('tells the owner a passkey was added, in their language, naming it and the browser', async () => {
    const cookie = await signedInCookie(run.url, ana, { locale: 'en' });
    const added = await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin), {
      name: 'Notebook',
      headers: { 'user-agent': windowsChrome },
    });
    expect(added.status).toBe(201);
    expect(latest('passkey-added')).toMatchObject({
      locale: 'en',
      variables: {
        name: 'Ana Souza',
        passkey: 'Notebook',
        device: 'Chrome, Windows',
        securityUrl: expect.stringMatching(/\/security$/),
      },
    });
  });

  it('tells the owner a passkey was removed, in their language', async () => {
    const cookie = await signedInCookie(run.url, ana, { locale: 'pt-BR' });
    const added = await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin), {
      name: 'Celular da Ana',
    });
    const { id } = (await added.json()) as { id: string };
    expect(latest('passkey-removed')).toBeUndefined();
    const removed = await ssoCall(run.url, `/passkeys/${id}`, {
      method: 'DELETE',
      cookie,
      headers: { 'user-agent': windowsChrome },
    });
    expect(removed.status).toBe(204);
    expect(latest('passkey-removed')).toMatchObject({
      locale: 'pt-BR',
      variables: { name: 'Ana Souza', passkey: 'Celular da Ana', device: 'Chrome, Windows' },
    });
  });

  it('tells nothing of a passkey the service refused', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const refused = await addPasskey(
      run.url,
      cookie,
      new SoftwareAuthenticator('https://gofy-login.example'),
    );
    expect(refused.status).toBe(422);
    expect(latest('passkey-added')).toBeUndefined();
  });
});
