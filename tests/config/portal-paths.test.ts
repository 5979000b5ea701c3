import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/portal-paths';

describe('the sign-in page’s address', () => {
  it('carries where to go after signing in, encoded', () => {
    const href = paths.login.getHref('/reports?year=2026&q=a b');
    expect(new URL(href, 'https://portal.example').searchParams.get('redirect')).toBe(
      '/reports?year=2026&q=a b',
    );
  });

  it('carries nothing when the destination is the main page anyway', () => {
    expect(paths.login.getHref('/')).toBe('/login');
    expect(paths.login.getHref()).toBe('/login');
  });

  it('says why the user is there after a session ended or a password was reset', () => {
    const ended = new URL(paths.login.afterSessionEnded('/'), 'https://portal.example');
    expect(Object.fromEntries(ended.searchParams)).toEqual({ redirect: '/', ended: '1' });
    expect(paths.login.afterPasswordReset()).toBe('/login?reset=1');
  });
});
