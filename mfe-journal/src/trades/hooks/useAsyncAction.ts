import { useState } from 'react';
import { messageOf } from '../utils/requestMessage';

/**
 * One request at a time on behalf of a form or a dialog: whether it runs, why the last one failed
 * (the server's own words), and what the last one that worked answered (a notice, a saved key).
 * Starting another clears both, so a stale 'Saved.' never sits beside a new failure.
 */
export function useAsyncAction<Outcome = string>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Runs `action`; true when it worked. A failure says the server's reason, else `otherwise`. */
  const run = async (action: () => Promise<Outcome>, otherwise?: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setOutcome(null);
    try {
      const answered = await action();
      setOutcome(() => answered);
      return true;
    } catch (failure) {
      setError(messageOf(failure, otherwise));
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Refuses before anything is sent, with the reason. */
  const refuse = (problem: string) => {
    setError(problem);
    setOutcome(null);
  };

  return { run, refuse, busy, error, outcome, clearError: () => setError(null) };
}
