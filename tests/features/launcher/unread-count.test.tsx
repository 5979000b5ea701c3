import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterReactEffects } from '../../support/react-effects';
import { renderPortal } from '../../support/render-portal';
import { signedIn, stubMainScreen } from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubMainScreen();

beforeEach(() => {
  stub.on('GET /api/sso/whoami', { body: signedIn(['notifications', 'pipeline']) });
});

const unreadAre = (unread: number) =>
  stub.on('GET /api/notifications/unread-count', { body: { unread } });

describe('the unread count, after time away', () => {
  it.each([
    ['the tab is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'the page comes back from the back/forward cache',
      () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
    ],
  ])(
    'is asked again when %s, as notifications may have been read elsewhere',
    async (_label, showAgain) => {
      unreadAre(3);
      renderPortal('/');
      await screen.findByRole('link', { name: 'Notifications 3 unread' });
      await afterReactEffects();

      unreadAre(1);
      act(showAgain);
      expect(
        await screen.findByRole('link', { name: 'Notifications 1 unread' }),
      ).toBeInTheDocument();
    },
  );
});
