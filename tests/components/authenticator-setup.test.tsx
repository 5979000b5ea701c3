import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthenticatorSetup } from '../../src/components/authenticator-setup';
import { I18nProvider } from '../../src/i18n/i18n-context';
import type { Locale } from '../../src/i18n/locale';
import { stubMediaQueries } from '../support/media-queries';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUri = `otpauth://totp/gofy:ana.souza%40gofy.example?secret=${secret}&issuer=gofy`;

beforeAll(async () => {
  // The QR code's library comes in a chunk of its own: compiled before the first test.
  await import('lean-qr/nano');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A phone: its main pointer is a finger. */
const onPhone = () => stubMediaQueries((query) => query.includes('(pointer: coarse)'));
/** A computer: a mouse, a wide screen. */
const onComputer = () => stubMediaQueries(() => false);

function showSetUp(locale: Locale = 'en', uri = otpauthUri) {
  render(
    <I18nProvider initialLocale={locale}>
      <AuthenticatorSetup secret={secret} otpauthUri={uri} />
    </I18nProvider>,
  );
}

const qrCode = () => screen.findByRole('img', { name: 'QR code for your authenticator app' });
const appLink = () => screen.getByRole('link', { name: 'Open in your authenticator app' });
const comesBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
/** Every paragraph that asks to scan: one is enough. */
const asksToScan = (pattern: RegExp) =>
  screen.getAllByText(
    (_, element) => element?.tagName === 'P' && pattern.test(element.textContent ?? ''),
  );

describe('setting up an authenticator app on a phone', () => {
  it('offers first to open the app on the phone with the key, by its otpauth:// link', async () => {
    onPhone();
    showSetUp();
    const link = appLink();
    expect(link).toHaveAttribute('href', otpauthUri);
    // Nothing of the page for the app that takes it, and no tab left blank behind it.
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(link).not.toHaveAttribute('target');
    expect(comesBefore(link, await qrCode())).toBe(true);
  });

  it('keeps the QR code, for an app on another device, and the key to type', async () => {
    onPhone();
    showSetUp();
    expect(await qrCode()).toBeInTheDocument();
    expect(asksToScan(/scan/i).map((paragraph) => paragraph.textContent)).toEqual([
      'If it is installed on another device, scan this QR code with it:',
    ]);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  });

  it('says it in Portuguese', async () => {
    onPhone();
    showSetUp('pt-BR');
    expect(screen.getByRole('link', { name: 'Abrir no aplicativo autenticador' })).toHaveAttribute(
      'href',
      otpauthUri,
    );
    expect(asksToScan(/ler este QR code/i)).toHaveLength(1);
  });
});

describe('setting up an authenticator app on a computer', () => {
  it('shows the QR code first, and then the link for an app on the computer itself', async () => {
    onComputer();
    showSetUp();
    expect(comesBefore(await qrCode(), appLink())).toBe(true);
    expect(asksToScan(/scan/i)).toHaveLength(1);
  });
});

describe('the link to the app', () => {
  it('is left out when the service sends anything but an otpauth://totp/ URI', async () => {
    onPhone();
    showSetUp('en', 'javascript:alert(1)//otpauth://totp/');
    expect(await qrCode()).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
