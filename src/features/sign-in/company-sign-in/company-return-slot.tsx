import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { SignInQuery } from '../use-sign-in-query';
import type { CompanyReturnNoticeProps } from './company-return-notice';

const loadReturn = () => import('./company-return');

// Code that cannot come leaves the page as it would be without it.
const Notice = lazy(() =>
  loadReturn().then(
    (code) => ({ default: code.CompanyReturnNotice }),
    () => new Promise<never>(() => {}),
  ),
);

/**
 * Where the sign-in page says how a company sign-in came back (`companyLink`, `companyFailure`
 * of its query): its code and words load only when one did, so no other sign-in downloads them.
 */
export function CompanyReturnSlot({
  query: { companyLink, companyFailure },
  onEmail,
}: {
  readonly query: SignInQuery;
  readonly onEmail: CompanyReturnNoticeProps['onEmail'];
}) {
  if (!companyLink && !companyFailure) return null;
  return (
    <Suspense fallback={null}>
      <Notice link={companyLink} failure={companyFailure} onEmail={onEmail} />
    </Suspense>
  );
}

/**
 * After a sign-in that a company account came back for (`federation=link`, kept in the code
 * step's address too): the company account is linked before the page goes on, and the page
 * says whether it was (link-after-sign-in.tsx). `leave` is the page's way on
 * (`useSignInExit`); the hook's own takes its place, and `linkStep`, when set, takes the page's.
 */
export function useLinkBeforeLeaving(link: boolean, leave: (automatic: boolean) => unknown) {
  const [linkStep, show] = useState<ReactNode>();
  const leaveAfterLinking = useCallback(
    (automatic: boolean) =>
      link
        ? loadReturn().then(
            (code) => code.linkThenLeave(automatic, leave, show),
            // Its code could not come: the broker is signed in all the same.
            () => leave(automatic),
          )
        : leave(automatic),
    [link, leave],
  );
  return { leave: leaveAfterLinking, linkStep };
}
