import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesKeptFor, maybeSignedIn } from '../../src/api/signed-in-hint';
import { configurePortal } from '../support/mock-config';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const hint = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the SSO would set; jsdom has no Cookie Store API.
  document.cookie = `gofy_signed_in=${value}; Path=/`;
};

afterEach(() => {
  vi.restoreAllMocks();
  configurePortal({});
});

describe('the signed-in hint, with the SSO on the page’s origin', () => {
  it('says there is no session to ask about when there is no hint', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another cookie of the page; jsdom has no Cookie Store API.
    document.cookie = 'gofy_locale=en; Path=/';
    expect(maybeSignedIn()).toBe(false);
    expect(cookiesKeptFor('s1')).toBeUndefined();
  });

  it('proves the cookies of the sign-in whose session it names were kept', () => {
    hint(encodeURIComponent('s1/é'));
    expect(maybeSignedIn()).toBe(true);
    expect(cookiesKeptFor('s1/é')).toBe(true);
  });

  it('proves nothing for another session: the hint of an older sign-in', () => {
    hint('s0');
    expect(maybeSignedIn()).toBe(true);
    expect(cookiesKeptFor('s1')).toBeUndefined();
  });

  it('leaves the question to the SSO when the cookies cannot be read', () => {
    hint('s1');
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(maybeSignedIn()).toBe(true);
    expect(cookiesKeptFor('s1')).toBeUndefined();
  });
});

describe('the signed-in hint, with the SSO on another origin', () => {
  it('is out of the page’s reach, so the SSO is always asked', () => {
    configurePortal({ REACT_APP_SSO_API_URL: 'https://sso.qa.gofy.example/api/sso' });
    expect(maybeSignedIn()).toBe(true);
    hint('s1');
    expect(cookiesKeptFor('s1')).toBeUndefined();
  });
});
