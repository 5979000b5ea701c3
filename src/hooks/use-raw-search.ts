import { useRouter } from 'wouter';

/**
 * The query string as the address has it, without the `?`. wouter's `useSearch` runs
 * `decodeURI` over it first, so a parameter read from that is decoded twice: a return target's
 * `%2520` arrives as a space, and its `?q=a%2526b` loses the `&` it meant.
 */
export function useRawSearch(): string {
  const router = useRouter();
  const search: string = router.searchHook(router);
  return search.startsWith('?') ? search.slice(1) : search;
}
