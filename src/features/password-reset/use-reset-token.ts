import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/portal-paths';

// 32 random bytes in base64url, as the SSO issues them (docs/openapi.yaml).
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export type ResetToken =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'malformed' };

/**
 * The token of a reset link, read once and kept in memory only. The address is replaced at
 * once by one without it, so the token stays out of the history entry, a bookmark, a shared
 * screen, and any Referer. (The service worker never stores a URL with a `token` parameter,
 * see src/sw/cache-policy.ts.)
 */
export function useResetToken(): ResetToken {
  const search = useSearch();
  const [, navigate] = useLocation();
  // State, not a re-read of the address: after the replace below the address has no token.
  const [token] = useState<ResetToken>(() => {
    const value = new URLSearchParams(search).get('token');
    return value && tokenShape.test(value)
      ? { kind: 'token', token: value }
      : { kind: 'malformed' };
  });

  useEffect(() => {
    if (search !== '') navigate(paths.resetPassword.getHref(), { replace: true });
  }, [search, navigate]);

  return token;
}
