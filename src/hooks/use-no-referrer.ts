import { useEffect } from 'react';

/**
 * Adds `<meta name="referrer" content="no-referrer">` while the page is shown: a page opened
 * from a link that carries a secret must not hand its address to anything it loads or links
 * to. The host sends the same policy as a header for the first load.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
