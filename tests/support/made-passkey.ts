import type { StubServer } from './stub-server';

/** A browser that makes a passkey when asked: the credential, as its `toJSON()` gives it. */
export class MadePasskey {
  readonly id = 'cGstbmV3';
  toJSON() {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ' },
    };
  }
  static parseCreationOptionsFromJSON = (options: unknown) => options;
}

/** The SSO storing the passkey `MadePasskey` makes, made on `device`, under the name sent. */
export function answerPasskeyMade(sso: StubServer, device: object): void {
  sso.on('POST /api/sso/passkeys/registration', {
    status: 201,
    body: {
      id: 'cGstbmV3',
      name: 'as sent',
      createdAt: '2026-11-27T12:05:00.000Z',
      lastUsedAt: null,
      synced: true,
      device,
    },
  });
}
