import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { getPersonalData, type PersonalDataAnswer } from '../../api/personal-data';
import { maybeSignedIn } from '../../api/signed-in-hint';
import { LiveMessage } from '../../components/live-message';
import { TryAgainButton } from '../../components/try-again-button';
import { wholeWords } from '../../components/whole-words';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useYourDataMessages } from '../../i18n/your-data-messages';
import { ControllerSection } from './controller-section';
import { DataRequestsSection } from './data-requests-section';
import { PersonalDataSection } from './personal-data-section';
import './your-data.css';

type Shown =
  | { readonly kind: 'checking' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'signed-in'; readonly answer: PersonalDataAnswer };

/**
 * `/your-data` (LGPD arts. 18, 19 and 41), for everyone: who answers for the broker's data;
 * and signed in, what the SSO keeps about them, as a file too, and their requests about it.
 * Not behind the route guard: a visitor nobody signed in reads who to ask, and is offered to
 * sign in for the rest, coming back here after.
 */
export function YourDataPage() {
  const text = useYourDataMessages();
  useDocumentTitle(text('title.yourData'));
  const [shown, setShown] = useState<Shown>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Without the signed-in hint there is surely no session: nothing to ask the SSO.
    if (attempt === 0 && !maybeSignedIn()) {
      setShown({ kind: 'signed-out' });
      return;
    }
    let current = true;
    void getPersonalData().then((result) => {
      if (!current) return;
      if (result.ok) setShown({ kind: 'signed-in', answer: result });
      else if (result.failure.kind === 'unauthenticated') setShown({ kind: 'signed-out' });
      else setShown({ kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const sessionEnded = useCallback(() => setShown({ kind: 'signed-out' }), []);

  return (
    <section className="card your-data" aria-labelledby="your-data-title">
      <h1 id="your-data-title" tabIndex={-1}>
        {text('title.yourData')}
      </h1>
      <p className="lead">{wholeWords(text('yourData.intro'))}</p>
      <ControllerSection dataProtection={getConfig().dataProtection} text={text} />
      <LiveMessage tone="info">{shown.kind === 'checking' && text('data.loading')}</LiveMessage>
      {shown.kind === 'signed-out' && (
        <>
          <p>{wholeWords(text('signedOut.more'))}</p>
          <p className="form-links">
            <Link href={paths.login.getHref(paths.yourData.path)}>
              {text('action.signInToSee')}
            </Link>
          </p>
        </>
      )}
      {shown.kind === 'failed' && (
        <>
          <LiveMessage tone="error">{text('data.failed')}</LiveMessage>
          <TryAgainButton onClick={() => setAttempt((count) => count + 1)} />
        </>
      )}
      {shown.kind === 'signed-in' && (
        <>
          <PersonalDataSection answer={shown.answer} text={text} />
          <DataRequestsSection text={text} onSessionEnded={sessionEnded} />
        </>
      )}
      <p className="form-links">
        <Link href={paths.home.getHref()}>{text('yourData.back')}</Link>
      </p>
    </section>
  );
}
