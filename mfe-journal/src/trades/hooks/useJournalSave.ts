import { useState } from 'react';
import { messageOf } from '../utils/requestMessage';

/**
 * The saving of a journal form (a trade's, a day's): whether a save runs, why the last one failed,
 * and what it saved last (a trade's id, a day's date), for the form that says 'Saved.'.
 */
export function useJournalSave<Key>() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedKey, setSavedKey] = useState<Key | null>(null);

  /** Runs `write` as the save of `key`; true when it was saved. A failure says the server's reason, else `otherwise`. */
  const save = async (key: Key, write: () => Promise<void>, otherwise?: string): Promise<boolean> => {
    setError(null);
    setSavedKey(null);
    setSaving(true);
    try {
      await write();
      setSavedKey(key);
      return true;
    } catch (failure) {
      setError(messageOf(failure, otherwise));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Refuses a save before anything is sent, with the reason. */
  const refuse = (problem: string) => {
    setError(problem);
    setSavedKey(null);
  };

  return { save, refuse, saving, error, savedKey, reset: () => setError(null) };
}
