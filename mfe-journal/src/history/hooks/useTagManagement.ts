import { useMutation } from '@apollo/client/react';
import type { MergeJournalTagsMutation, MergeJournalTagsMutationVariables, RenameJournalTagMutation, RenameJournalTagMutationVariables } from '../../__generated__/graphql';
import { useAsyncAction } from '../../trades/hooks/useAsyncAction';
import { MERGE_JOURNAL_TAGS_MUTATION, RENAME_JOURNAL_TAG_MUTATION } from '../graphql/TagManagementMutations';

// The tag list and the history's rows both show tag names and counts: both are asked again.
const REFETCH = ['JournalTags', 'TradeHistory'];

export interface TagRef {
  id: string;
  name: string;
}

/** Renaming and merging tags, with what the last change did (or why it was refused). */
export function useTagManagement() {
  const [renameTag] = useMutation<RenameJournalTagMutation, RenameJournalTagMutationVariables>(RENAME_JOURNAL_TAG_MUTATION, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [mergeTags] = useMutation<MergeJournalTagsMutation, MergeJournalTagsMutationVariables>(MERGE_JOURNAL_TAGS_MUTATION, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const { run, busy, error, outcome, clearError } = useAsyncAction();

  const rename = (tag: TagRef, name: string) =>
    run(async () => {
      const { data } = await renameTag({ variables: { id: tag.id, name } });
      return `Renamed “${tag.name}” to “${data?.renameJournalTag.name ?? name.trim()}”.`;
    });

  const merge = (source: TagRef, target: TagRef) =>
    run(async () => {
      const { data } = await mergeTags({ variables: { sourceId: source.id, targetId: target.id } });
      const count = data?.mergeJournalTags.tradeCount ?? 0;
      return `Merged “${source.name}” into “${target.name}”, which is now on ${count} ${count === 1 ? 'trade' : 'trades'}.`;
    });

  return { rename, merge, busy, error, notice: outcome ?? '', clearError };
}
