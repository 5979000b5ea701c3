import { useEffect } from 'react';
import { getConfig } from '../config/config';

/** `Entrar · gofy`: the page first, so tabs and screen readers tell pages apart. */
export function documentTitle(page: string): string {
  return `${page} · ${getConfig().appName}`;
}

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
