import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToTakeCharge } from '../../src/sw/take-charge';

/** A stand-in worker whose state the test moves on, as the browser would. */
function worker(state: ServiceWorkerState) {
  const stand = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  const moveTo = (next: ServiceWorkerState) => {
    stand.state = next;
    stand.dispatchEvent(new Event('statechange'));
  };
  return { stand, moveTo };
}

function registration(parts: Partial<Record<'installing' | 'waiting' | 'active', unknown>>) {
  return { installing: null, waiting: null, active: null, ...parts } as ServiceWorkerRegistration;
}

function pageControlledBy(controller: unknown) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller },
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the first worker taking charge of the page', () => {
  it('is asked only once it is activated, never while it installs or activates', async () => {
    pageControlledBy(null);
    const { stand, moveTo } = worker('installing');
    const asked = askToTakeCharge(registration({ installing: stand }));
    moveTo('installed');
    moveTo('activating');
    expect(stand.postMessage).not.toHaveBeenCalled();
    moveTo('activated');
    await asked;
    expect(stand.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'TAKE_CHARGE' });
  });

  it('is asked once by a page that asks twice, as a first visit does once it is touched', async () => {
    pageControlledBy(null);
    const { stand, moveTo } = worker('installing');
    const first = askToTakeCharge(registration({ installing: stand }));
    const second = askToTakeCharge(registration({ installing: stand }));
    moveTo('activated');
    await Promise.all([first, second]);
    await askToTakeCharge(registration({ active: stand }));
    expect(stand.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'TAKE_CHARGE' });
  });

  it('is asked at once of a worker already activated', async () => {
    pageControlledBy(null);
    const { stand } = worker('activated');
    await askToTakeCharge(registration({ active: stand }));
    expect(stand.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'TAKE_CHARGE' });
  });

  it('is not asked when a worker already has the page', async () => {
    const { stand } = worker('activated');
    pageControlledBy(stand);
    await askToTakeCharge(registration({ active: stand }));
    expect(stand.postMessage).not.toHaveBeenCalled();
  });

  it('is not asked of a worker discarded before it activated (a failed install)', async () => {
    pageControlledBy(null);
    const { stand, moveTo } = worker('installing');
    const asked = askToTakeCharge(registration({ installing: stand }));
    moveTo('redundant');
    await asked;
    expect(stand.postMessage).not.toHaveBeenCalled();
  });
});
