import { useAsyncAction } from './useAsyncAction';

/**
 * The saving of a journal form (a trade's, a day's): whether a save runs, why the last one failed,
 * and what it saved last (a trade's id, a day's date), for the form that says 'Saved.'.
 */
export function useJournalSave<Key>() {
  const { run, refuse, busy, error, outcome, clearError } = useAsyncAction<Key>();

  /** Runs `write` as the save of `key`; true when it was saved. A failure says the server's reason, else `otherwise`. */
  const save = (key: Key, write: () => Promise<void>, otherwise?: string): Promise<boolean> =>
    run(async () => {
      await write();
      return key;
    }, otherwise);

  return { save, refuse, saving: busy, error, savedKey: outcome, reset: clearError };
}
