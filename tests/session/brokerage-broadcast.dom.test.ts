import { describe, expect, it, vi } from 'vitest';
import {
  announceBrokerageChanged,
  onBrokerageChanged,
} from '../../src/session/brokerage-broadcast';
import { announceSessionEvent, onSessionEvent } from '../../src/session/session-broadcast';

/** Another tab of the portal, listening on the channel that carries signing out. */
function otherTab() {
  const channel = new BroadcastChannel('gofy.session');
  const heard: unknown[] = [];
  channel.addEventListener('message', (message) => heard.push(message.data));
  return { channel, heard };
}

describe('telling other tabs of a brokerage switch', () => {
  it('goes on the channel that carries signing out', async () => {
    const tab = otherTab();
    announceBrokerageChanged();
    announceSessionEvent('signed-out');
    await vi.waitFor(() => expect(tab.heard).toEqual(['brokerage-changed', 'signed-out']));
    tab.channel.close();
  });

  it('is heard by the main screen and left alone by the session events’ listeners', async () => {
    const tab = otherTab();
    const switched = vi.fn();
    const sessionEvents: string[] = [];
    const stopSwitch = onBrokerageChanged(switched);
    const stopSession = onSessionEvent((event) => sessionEvents.push(event));
    tab.channel.postMessage('brokerage-changed');
    // One sender's messages reach each listener in order: once the session events' listener has
    // the sign-out, it had the switch before it, and let it by.
    tab.channel.postMessage('signed-out');
    await vi.waitFor(() => expect(sessionEvents).toEqual(['signed-out']));
    await vi.waitFor(() => expect(switched).toHaveBeenCalledTimes(1));
    stopSwitch();
    stopSession();
    tab.channel.close();
  });
});
