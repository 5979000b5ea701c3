import { suiteApplications } from '../../config/suite-applications';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages-en';
import type { ReturnApp } from './return-app';
import { useReturnApp } from './use-return-app';

const hintOf = (app: ReturnApp): MessageKey => `returnHint.${app}`;
const everyHint: readonly ReturnApp[] = [...suiteApplications, 'otherApp'];

/** A target outside the portal, which only a suite application on the allow-list may be. */
const leadsOutside = (redirect: string | null) => redirect !== null && /^https?:/i.test(redirect);

/**
 * Where signing in leads, when the address names an application of the suite the portal will
 * return to: "Sign in to continue to Sales pipeline". The prerendered page knows no address, and
 * the target is judged once the page's script has read it; so the page holds the room of its
 * longest sentence in this language from the first paint (the loader marks an address with a
 * target outside, scripts/build/after-first-paint.ts), and the sentence comes without moving
 * the form under the broker's finger. The held sentences are unseen and unread.
 */
export function ReturnHint({ redirect }: { readonly redirect: string | null }) {
  const { t } = useI18n();
  const { app, judging } = useReturnApp(redirect);
  return (
    <p
      className={leadsOutside(redirect) ? 'return-hint return-hint-held' : 'return-hint'}
      aria-busy={judging}
    >
      <span className="return-hint-text">{app ? t(hintOf(app)) : null}</span>
      {everyHint.map((each) => (
        <span key={each} className="return-hint-room" aria-hidden="true">
          {t(hintOf(each))}
        </span>
      ))}
    </p>
  );
}
