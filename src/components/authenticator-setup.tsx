import { useEffect, useState } from 'react';
import { copyText } from '../api/clipboard';
import type { Schemas } from '../api/contract-types';
import { useAuthenticatorMessages } from '../i18n/authenticator-messages';
import { LiveMessage } from './live-message';
import './second-factor.css';

export type AuthenticatorSetupProps = Readonly<Schemas['AuthenticatorSetup']>;

/** The modules of a QR code as one SVG path: a rectangle per run of dark modules in a row. */
interface QrDrawing {
  readonly size: number;
  readonly path: string;
}

// The quiet zone the QR standard asks for around the code, in modules.
const quietZone = 4;

/**
 * Draws `text` as a QR code. The library comes in its own chunk when a set-up is shown, never
 * with the page that may show one. Its nano build encodes bytes and hands back the modules;
 * the drawing is made here with SVG elements, since the portal's Content-Security-Policy
 * allows no inline style and a canvas would need one to scale.
 */
async function drawQr(text: string): Promise<QrDrawing> {
  const { generate } = await import('lean-qr/nano');
  const code = generate(text);
  const parts: string[] = [];
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (!code.get(x, y)) continue;
      let run = 1;
      while (x + run < code.size && code.get(x + run, y)) run += 1;
      parts.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  return { size: code.size, path: parts.join('') };
}

/**
 * A phone or a tablet: its main pointer is a finger, or its screen is as narrow as a phone's.
 * The authenticator app is then most likely on the device showing the page, which cannot scan
 * its own screen, so the link that opens the app comes first there, and the QR code elsewhere.
 * The primary pointer, not any pointer: a laptop's touch screen comes with a trackpad.
 */
const phoneQuery = '(pointer: coarse), (max-width: 30em)';

function onPhone(): boolean {
  return window.matchMedia?.(phoneQuery).matches === true;
}

/**
 * The link that hands the key to the authenticator app on this device. Only for the URI the
 * contract describes: whatever the service sends, the link never gets another scheme (a
 * `javascript:` one would run in the page).
 */
function appLinkOf(otpauthUri: string): string | undefined {
  return /^otpauth:\/\/totp\//i.test(otpauthUri) ? otpauthUri : undefined;
}

/** The secret as people copy it off a screen: groups of four characters. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Adding an authenticator app, three ways: a link that opens the app on this device with the
 * key (`otpauthUri`), a QR code of it to scan with another device, and the secret to type. On
 * a phone the link comes first, elsewhere the QR code (`phoneQuery`); chosen once, so nothing
 * moves under the broker's finger when the phone turns.
 */
export function AuthenticatorSetup({ secret, otpauthUri }: AuthenticatorSetupProps) {
  const text = useAuthenticatorMessages();
  const [qr, setQr] = useState<QrDrawing | 'failed'>();
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const appLink = appLinkOf(otpauthUri);
  const [phone] = useState(onPhone);

  useEffect(() => {
    let current = true;
    setQr(undefined);
    drawQr(otpauthUri).then(
      (drawing) => current && setQr(drawing),
      () => current && setQr('failed'),
    );
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  const side = qr && qr !== 'failed' ? qr.size + 2 * quietZone : 0;
  // No Referer for whatever app takes the link; no new tab, which would stay blank.
  const openApp = appLink ? (
    <p>
      <a
        href={appLink}
        rel="noreferrer"
        className={`button ${phone ? 'button-primary' : 'button-secondary'}`}
      >
        {text('authenticator.openApp')}
      </a>
    </p>
  ) : null;
  const qrCode = (
    <div className="authenticator-qr">
      {qr === undefined && <p role="status">{text('authenticator.qrLoading')}</p>}
      {qr === 'failed' && <p>{text('authenticator.qrFailed')}</p>}
      {qr && qr !== 'failed' && (
        // Black on white whatever the page's colours: scanners read dark modules on light.
        <svg
          role="img"
          aria-label={text('authenticator.qrLabel')}
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          shapeRendering="crispEdges"
        >
          <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
    </div>
  );
  return (
    <div className="authenticator-setup">
      {phone && openApp ? (
        <>
          <p>{text('authenticator.appOnThisDevice')}</p>
          {openApp}
          <p>{text('authenticator.scanElsewhere')}</p>
          {qrCode}
        </>
      ) : (
        <>
          <p>{text('authenticator.scan')}</p>
          {qrCode}
          {openApp ? <p>{text('authenticator.appHereInstead')}</p> : null}
          {openApp}
        </>
      )}
      <p>{text('authenticator.keyInstead')}</p>
      <p className="authenticator-key">
        <span className="visually-hidden">{text('authenticator.keyLabel')}: </span>
        <code>{groupedSecret(secret)}</code>
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-label={text('authenticator.copyKey')}
        onClick={async () => setCopied((await copyText(secret)) ? 'yes' : 'no')}
      >
        {text('authenticator.copy')}
      </button>
      <LiveMessage tone="info">
        {copied === 'yes'
          ? text('authenticator.keyCopied')
          : copied === 'no'
            ? text('authenticator.copyFailed')
            : undefined}
      </LiveMessage>
    </div>
  );
}
