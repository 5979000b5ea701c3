import { act } from '@testing-library/react';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from '../../src/components/submit-button';
import {
  earlySubmitMark,
  loadApp,
  resetEarlySubmit,
  takeChargeOfForms,
} from '../../src/early/early-submit';
import { I18nProvider } from '../../src/i18n/i18n-context';

// The page's first script (src/early/early-submit.ts) takes charge of a prerendered form before
// React has arrived; React then hydrates the form as that script left it and sends a submit it
// caught. Here the page is prerendered with react-dom/server, the first script run over it,
// and the form hydrated, as in the browser.

const notice =
  '<div id="page-stalled" hidden><p role="alert" data-words="This page did not finish loading."></p>' +
  '<button type="button">Reload</button></div>';

function SignInForm({ onSend }: { readonly onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // What was typed before React, taken as the sign-in page does (use-typed-before-script.ts).
  useLayoutEffect(() => {
    if (field.current?.value) setEmail(field.current.value);
  }, []);
  return (
    <form
      method="post"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <input
        ref={field}
        aria-label="Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton
        label="Sign in"
        sendingLabel="Signing in…"
        submission={{ sending: false, waiting: false }}
      />
    </form>
  );
}

const page = (onSend: (email: string) => void) => (
  <I18nProvider initialLocale="en">
    <SignInForm onSend={onSend} />
  </I18nProvider>
);

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  resetEarlySubmit();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The prerendered page, taken charge of by the first script. */
function prerendered(onSend: (email: string) => void): HTMLElement {
  // React warns that a layout effect does nothing on the server: expected, this one takes what
  // was typed, in the browser.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToString(page(onSend));
  quiet.mockRestore();
  document.body.innerHTML = `${notice}<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  takeChargeOfForms();
  return container;
}

const button = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;
const form = () => document.querySelector('form') as HTMLFormElement;
const status = () => document.querySelector('[role="status"]');

/** Submits the form as Enter in a field does: through its submit button. */
function pressEnter(): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

function hydrate(container: HTMLElement, onSend: (email: string) => void) {
  act(() => {
    root = hydrateRoot(container, page(onSend));
  });
}

describe('a prerendered form the first script has taken charge of', () => {
  it('is enabled, labelled for sending, and marked as handled before React arrives', () => {
    prerendered(() => {});
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Sign in');
    expect((form() as unknown as Record<string, unknown>)[earlySubmitMark]).toBe(true);
  });

  it('catches a submit made before React, says it is under way, and sends nothing natively', () => {
    prerendered(() => {});
    const event = pressEnter();
    expect(event.defaultPrevented).toBe(true);
    expect(status()?.textContent).toBe('Signing in…');
    // Outside React's root: hydration neither sees nor removes it.
    expect(document.getElementById('root')?.contains(status())).toBe(false);
  });

  it('hands a caught submit to React once it is in charge, with what the field holds then', () => {
    const sent = vi.fn();
    const container = prerendered(sent);
    const email = container.querySelector('input') as HTMLInputElement;
    email.value = 'broker@example.com';
    pressEnter();
    // Typed on after pressing Enter, while the app was on its way: sent too.
    email.value = 'broker@example.com.br';
    const mismatch = vi.spyOn(console, 'error');

    hydrate(container, sent);

    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('broker@example.com.br');
    expect(status()?.textContent).toBe('');
    expect(mismatch).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Sign in');
    expect(button().disabled).toBe(false);
  });

  it('sends nothing by itself when no submit was caught, and leaves later ones to React', () => {
    const sent = vi.fn();
    const container = prerendered(sent);
    hydrate(container, sent);
    expect(sent).not.toHaveBeenCalled();

    act(() => {
      button().click();
    });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(status()?.textContent).toBe('');
  });

  it('says in words that the page did not load when the app never arrives, and tries again at the next press', async () => {
    prerendered(() => {});
    pressEnter();
    const start = vi.fn();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk app failed.'))
      .mockResolvedValueOnce('the app');
    await act(async () => {
      loadApp(load, start);
    });
    const shown = document.getElementById('page-stalled') as HTMLElement;
    expect(shown.hidden).toBe(false);
    expect(shown.textContent).toContain('This page did not finish loading.');
    expect(status()?.textContent).toBe('');

    // Pressed again: caught again, never sent natively, and the app asked for once more.
    let event: Event | undefined;
    await act(async () => {
      event = pressEnter();
    });
    expect(event?.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledWith('the app');
    expect(shown.hidden).toBe(true);
    expect(status()?.textContent).toBe('Signing in…');
  });

  it('asks for the app again when the browser is back online', async () => {
    prerendered(() => {});
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Loading chunk app failed.'))
      .mockResolvedValueOnce();
    await act(async () => {
      loadApp(load, () => {});
    });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
