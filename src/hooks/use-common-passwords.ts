import { useEffect, useState } from 'react';
import { loadCommonPasswords } from '../validation/common-password-list';

/**
 * The list of common passwords, once it is here. Fetched in the background: the check on
 * leaving the field uses it once it is here, and the service checks the same list anyway.
 */
export function useCommonPasswords(): ReadonlySet<string> | undefined {
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let current = true;
    loadCommonPasswords().then(
      (list) => {
        if (current) setCommonPasswords(list);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return commonPasswords;
}
