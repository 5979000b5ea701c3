import { useCallback, useEffect, useRef, useState } from 'react';
import { signalAcceptedPasskeys } from '../../api/passkey-signals';
import {
  listPasskeys,
  type Passkey,
  type PasskeyFailure,
  type PasskeyList,
} from '../../api/passkeys';
import type { SignedIn } from '../../api/sso-responses';

export interface PasskeyListState {
  /** Undefined until the SSO's list is read. */
  readonly list: PasskeyList | undefined;
  /** Shows the list as it is after a change the SSO confirmed, read again if it was not read yet. */
  readonly changed: (change: (passkeys: readonly Passkey[]) => readonly Passkey[]) => void;
  /** Settles once the browser has taken in the last list shown. */
  readonly signalled: () => Promise<void>;
}

/**
 * The user's passkeys as the SSO lists them, read whenever the device is online, and told to
 * the browser each time they are shown, so that a removed passkey leaves the device's choices.
 */
export function usePasskeyList({
  user,
  online,
  onSessionEnded,
  onFailure,
}: {
  readonly user: SignedIn['user'];
  readonly online: boolean;
  readonly onSessionEnded: () => void;
  /** A failure to read the list other than the session having ended. */
  readonly onFailure: (failure: PasskeyFailure) => void;
}): PasskeyListState {
  const [list, setList] = useState<PasskeyList>();
  // Read when an answer comes, so that a new callback (the language changed) does not read
  // the list again.
  const reportFailure = useRef(onFailure);
  reportFailure.current = onFailure;

  // Adding waits for the browser to have taken in the last list: taken in after the new
  // passkey exists, a list without it would make the device forget it.
  const signalled = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback(
    (next: PasskeyList) => {
      setList(next);
      signalled.current = signalAcceptedPasskeys({
        rpId: next.rpId,
        userHandle: next.userHandle,
        passkeyIds: next.passkeys.map((passkey) => passkey.id),
        email: user.email,
        name: user.name,
      });
    },
    [user.email, user.name],
  );

  const load = useCallback(async () => {
    const result = await listPasskeys();
    if (result.ok) show(result.list);
    else if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else reportFailure.current(result.failure);
  }, [onSessionEnded, show]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  return {
    list,
    changed: (change) => {
      if (list) show({ ...list, passkeys: change(list.passkeys) });
      else load();
    },
    signalled: () => signalled.current,
  };
}
