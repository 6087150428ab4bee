import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useAfterFirstPaint } from '@tj/design-system';
import type {
  CreateJournalTagMutation,
  CreateJournalTagMutationVariables,
  JournalTagsQuery,
  TagKind,
  UpdateTradeJournalMutation,
  UpdateTradeJournalMutationVariables,
} from '../../__generated__/graphql';
import type { TradeJournalDraft } from '../components/TradeJournalForm';
import { CREATE_JOURNAL_TAG_MUTATION } from '../graphql/CreateJournalTagMutation';
import { JOURNAL_TAGS_QUERY } from '../graphql/JournalTagsQuery';
import { UPDATE_TRADE_JOURNAL_MUTATION } from '../graphql/UpdateTradeJournalMutation';
import { journalDraftProblem } from '../utils/journalDraft';
import { useJournalSave } from './useJournalSave';
import type { TradeRow } from '../utils/tradeRow';

/** The trader's tags, and saving one trade's notes, tags and stop (new tag names are created first). */
export function useTradeJournal() {
  // Not needed for the page's first paint (only once a trade is edited): asked for after it.
  const tags = useQuery<JournalTagsQuery>(JOURNAL_TAGS_QUERY, useAfterFirstPaint() ? undefined : skipToken);
  const [createTag] = useMutation<CreateJournalTagMutation, CreateJournalTagMutationVariables>(CREATE_JOURNAL_TAG_MUTATION);
  const [update] = useMutation<UpdateTradeJournalMutation, UpdateTradeJournalMutationVariables>(UPDATE_TRADE_JOURNAL_MUTATION);
  const saves = useJournalSave<string>();
  const known = tags.data?.journalTags ?? [];
  const namesOf = (kind: TagKind) => known.filter((tag) => tag.kind === kind).map((tag) => tag.name);

  const tagIdOf = async (kind: TagKind, name: string) => {
    const existing = known.find((tag) => tag.kind === kind && tag.name.toLowerCase() === name.toLowerCase());
    if (existing) return existing.id;
    const { data } = await createTag({ variables: { kind, name } });
    if (!data) throw new Error('The tag could not be created.');
    return data.createJournalTag.id;
  };

  /** Saves the draft; true when it was saved. A refused draft sends nothing (no new tag is created for it). */
  const save = async (trade: TradeRow, draft: TradeJournalDraft): Promise<boolean> => {
    const problem = journalDraftProblem(trade, draft);
    if (problem) {
      saves.refuse(problem);
      return false;
    }
    return saves.save(trade.id, async () => {
      const tagIds = [...(await Promise.all(draft.setups.map((name) => tagIdOf('SETUP', name)))), ...(await Promise.all(draft.mistakes.map((name) => tagIdOf('MISTAKE', name))))];
      await update({ variables: { tradeId: trade.id, input: { notes: draft.notes, tagIds, stopPrice: draft.stopPrice || null } } });
      void tags.refetch();
    });
  };

  const { saving, error, savedKey: savedTradeId, reset } = saves;
  return { setupNames: namesOf('SETUP'), mistakeNames: namesOf('MISTAKE'), allTags: known, save, saving, error, savedTradeId, reset };
}
