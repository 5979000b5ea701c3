import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchTourStates,
  recordTourState,
  type TourName,
  type TourState,
  tourNames,
} from '../../api/tourist';

type TourDialogModule = typeof import('./tour/tour-dialog');

// The session in which the welcome tour was finished on this device: the card tour waits for
// another. The session's public id, never its secret; forgotten at sign-out with the rest.
const welcomeTourSessionKey = 'gofy.welcomeTourSession';

function welcomeTourEndedIn(): string | null {
  try {
    return localStorage.getItem(welcomeTourSessionKey);
  } catch {
    return null;
  }
}

function rememberWelcomeTourEnded(sessionId: string): void {
  try {
    localStorage.setItem(welcomeTourSessionKey, sessionId);
  } catch {
    // Refused: the card tour may come on the next load, as a later visit's would.
  }
}

// The tour's code and styles are fetched the first time a tour runs, so neither the sign-in
// page nor the main screen's first render carries them.
let dialogModule: Promise<TourDialogModule> | undefined;
function loadTourDialog(): Promise<TourDialogModule> {
  dialogModule ??= import('./tour/tour-dialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

export interface TourRun {
  readonly tour: TourName;
  readonly step: number;
  /** The tours the broker had been shown when this one started (`TourDialogProps.seen`). */
  readonly seen: readonly TourName[];
}

/**
 * The tours the broker has been shown, by what the tourist service and this page recorded:
 * any run of a tour shows its first step, so a dismissed one counts as much as a completed one.
 */
function seenTours(states: Partial<Record<TourName, TourState>>): TourName[] {
  return tourNames.filter((name) => states[name] === 'completed' || states[name] === 'dismissed');
}

export interface Tours {
  /** The tour on screen, if any. */
  readonly running: TourRun | undefined;
  /** A tour skipped on this page, which Help can resume where it was left. */
  readonly paused: TourRun | undefined;
  readonly TourDialog: TourDialogModule['TourDialog'] | undefined;
  readonly start: (tour: TourName) => void;
  readonly resume: () => void;
  readonly setStep: (step: number) => void;
  readonly finish: () => void;
  readonly dismiss: (step: number) => void;
}

/**
 * Which tour to run by itself on arrival: the welcome tour on a first visit, the card tour on
 * a visit after the one that completed it. A visit is a session: a reload, or the main screen
 * opened again in the same session, is the same visit (`welcomeEndedThisVisit`), and a broker
 * who had just finished one tour met the next on the very next load. A user who dismissed the
 * welcome tour asked for no onboarding, so the card tour waits for the Help menu.
 */
export function firstTour(
  states: Readonly<Record<TourName, TourState>>,
  cardTourPossible: boolean,
  welcomeEndedThisVisit = false,
): TourName | undefined {
  if (states.welcome === 'pending') return 'welcome';
  if (
    states.welcome === 'completed' &&
    states.card === 'pending' &&
    cardTourPossible &&
    !welcomeEndedThisVisit
  ) {
    return 'card';
  }
  return undefined;
}

/**
 * The onboarding tours of the main screen. Their states live in the tourist service, per
 * user, so a tour put away on one device stays away on the others. When the service is slow
 * or down no tour starts by itself; Help still runs them, and what is recorded then is lost
 * without harm.
 */
export function useTours({
  sessionId,
  cardTourPossible,
}: {
  /** The session the main screen shows: a visit, for the card tour's turn (`firstTour`). */
  readonly sessionId: string;
  readonly cardTourPossible: boolean;
}): Tours {
  const [running, setRunning] = useState<TourRun>();
  const [paused, setPaused] = useState<TourRun>();
  const [dialog, setDialog] = useState<TourDialogModule>();
  const states = useRef<Partial<Record<TourName, TourState>>>({});
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback((tour: TourName, step = 0) => {
    loadTourDialog().then(
      (module) => {
        if (!mounted.current) return;
        setDialog(module);
        setPaused(undefined);
        setRunning({ tour, step, seen: seenTours(states.current) });
      },
      () => {
        // The code could not be fetched (offline, a newer deployment): no tour this time.
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchTourStates(controller.signal).then((result) => {
      if (controller.signal.aborted || !result.ok) return;
      states.current = { ...result.tours };
      const welcomeEnded = welcomeTourEndedIn() === sessionId;
      const tour = firstTour(result.tours, cardTourPossible, welcomeEnded);
      if (tour) start(tour);
    });
    return () => controller.abort();
  }, [sessionId, cardTourPossible, start]);

  const record = (tour: TourName, state: 'completed' | 'dismissed') => {
    states.current[tour] = state;
    // Fire and forget: if it is lost, the tour offers itself again next time, nothing worse.
    void recordTourState(tour, state);
  };

  // The card tour never follows at once: eight steps in a row kept a new broker from the
  // screen. It runs by itself on a later visit (firstTour).
  const finish = () => {
    if (!running) return;
    record(running.tour, 'completed');
    if (running.tour === 'welcome') rememberWelcomeTourEnded(sessionId);
    setRunning(undefined);
  };

  const dismiss = (step: number) => {
    if (!running) return;
    // Skipping a tour taken again from Help does not undo having completed it once.
    const current = states.current[running.tour];
    if (current === undefined || current === 'pending') record(running.tour, 'dismissed');
    setPaused({ ...running, step });
    setRunning(undefined);
  };

  return {
    running,
    paused,
    TourDialog: dialog?.TourDialog,
    start: (tour) => start(tour),
    resume: () => {
      if (paused) start(paused.tour, paused.step);
    },
    setStep: (step) => setRunning((run) => (run ? { ...run, step } : run)),
    finish,
    dismiss,
  };
}
