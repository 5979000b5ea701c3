import type { ReturnTarget } from './return-target';

type Navigate = (path: string, options: { replace: boolean }) => void;

/**
 * Leaves `/login` for the validated target. The login page is replaced in history so Back
 * from the destination does not land on a form that would bounce the user forward again.
 */
export function followReturnTarget(
  target: ReturnTarget | undefined,
  navigate: Navigate,
  leavePortal: (href: string) => void,
): void {
  if (target?.kind === 'suite') {
    leavePortal(target.href);
    return;
  }
  navigate(target?.path ?? '/', { replace: true });
}
