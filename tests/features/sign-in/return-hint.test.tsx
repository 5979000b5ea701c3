import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInCodePage } from '../../../src/app/lazy-pages';
import type { Locale } from '../../../src/i18n/locale';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// Where signing in leads, said on the sign-in page and its code step for a return target the
// portal will follow (`parseReturnTarget`), named as the main screen's card names it.

compilePagesFirst(SignInCodePage);

beforeAll(async () => {
  // What judges the target, loaded with the SSO calls: compiled before the first test.
  await import('../../../src/features/sign-in/return-app');
});

const sso = stubServices(['sso'], {
  settings: {
    REACT_APP_RETURN_ORIGINS:
      'https://pipeline.qa.gofy.example,https://education.qa.gofy.example,https://bridge.qa.gofy.example',
  },
});

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
});

const signInAt = (redirect: string, locale: Locale = 'en', page = '/login') =>
  renderPortal(`${page}?${new URLSearchParams({ redirect })}`, { locale });

// The room the page holds for every sentence it may say is unseen and unread: not a hint.
const notTheRoom = '[aria-hidden="true"], script, style';
const hint = (text: string) => screen.findByText(text, { ignore: notTheRoom });
/** What a broker reads in the sign-in card, the held room left out. */
const readable = () => {
  const card = screen.getByRole('region').cloneNode(true) as HTMLElement;
  for (const room of card.querySelectorAll('[aria-hidden="true"]')) room.remove();
  return card.textContent ?? '';
};

/**
 * Waits until the page has judged the target (the hint is busy until then; its code comes with
 * the SSO calls), by the room held for its sentences, which has no role of its own.
 */
async function judged() {
  const room = screen.getByText('Sign in to continue to Sales pipeline', {
    selector: '[aria-hidden="true"]',
  });
  await waitFor(() => expect(room.parentElement).toHaveAttribute('aria-busy', 'false'));
}

describe('the sign-in page, sent from a suite application', () => {
  it('says it continues to that application, by the name of its card', async () => {
    signInAt('https://pipeline.qa.gofy.example/deals/42?tab=notes');
    expect(await hint('Sign in to continue to Sales pipeline')).toBeVisible();
  });

  it('says it in Portuguese', async () => {
    signInAt('https://pipeline.qa.gofy.example/deals/42', 'pt-BR');
    expect(await hint('Entre para continuar no Funil de vendas')).toBeInTheDocument();
  });

  it('names the application whose address the target is under', async () => {
    signInAt('https://education.qa.gofy.example/home/courses/7');
    expect(await hint('Sign in to continue to Education')).toBeInTheDocument();
  });

  it('says only that it goes back, for an application of the allow-list with no card', async () => {
    signInAt('https://bridge.qa.gofy.example/quotes');
    expect(await hint('Sign in to continue to the application you came from')).toBeInTheDocument();
  });
});

// Every kind of refused target is in return-app.test.ts; here, that the page says nothing.
describe('the sign-in page, with a target it will not follow', () => {
  it.each([
    ['a host not on the allow-list', 'https://evil.example/login'],
    ['an allowed host behind credentials', 'https://pipeline.qa.gofy.example@evil.example/'],
  ])('says nothing of %s, nor repeats it', async (_, redirect) => {
    signInAt(redirect);
    await judged();
    expect(readable()).not.toMatch(/continue to|evil|pipeline\.qa/i);
  });

  it('says nothing of a page of the portal, where the broker already was', async () => {
    signInAt('/security');
    await judged();
    expect(readable()).not.toMatch(/continue to/i);
  });
});

describe('the code step', () => {
  it('keeps saying where signing in leads, the target carried from the sign-in page', async () => {
    sso.on('GET /api/sso/login/second-factor', {
      body: {
        secondFactor: {
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
          enrol: false,
          methods: ['totp'],
          rememberMe: false,
          email: 'carla.mendes@gofy.example',
        },
      },
    });
    signInAt('https://pipeline.qa.gofy.example/deals/42', 'en', '/login/code');
    await screen.findByRole('textbox', { name: 'Code' });
    expect(await hint('Sign in to continue to Sales pipeline')).toBeInTheDocument();
  });
});
