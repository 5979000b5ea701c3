import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser offering to install the portal, as Chromium does with `beforeinstallprompt`; the
 * user accepts if the page shows the prompt.
 */
export function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}
