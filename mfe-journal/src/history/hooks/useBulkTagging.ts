import { useMutation } from '@apollo/client/react';
import type { BulkTagTradesMutation, BulkTagTradesMutationVariables, CreateJournalTagMutation, CreateJournalTagMutationVariables, TagKind } from '../../__generated__/graphql';
import { CREATE_JOURNAL_TAG_MUTATION } from '../../trades/graphql/CreateJournalTagMutation';
import { useAsyncAction } from '../../trades/hooks/useAsyncAction';
import { BULK_TAG_TRADES_MUTATION } from '../graphql/BulkTagTradesMutation';

/** A tag as the trader's tag list knows it. */
export interface KnownTag {
  id: string;
  kind: TagKind;
  name: string;
}

const KIND_NAME: Record<TagKind, string> = { SETUP: 'setup', MISTAKE: 'mistake' };
const tradesText = (count: number) => `${count} ${count === 1 ? 'trade' : 'trades'}`;

/**
 * Putting one tag on (or taking it off) every selected trade: a name of no tag creates it when
 * adding. The answered trades replace theirs in the cache, so their rows show the change; the tag
 * list is asked again for its counts.
 */
export function useBulkTagging(known: readonly KnownTag[]) {
  const [bulkTag] = useMutation<BulkTagTradesMutation, BulkTagTradesMutationVariables>(BULK_TAG_TRADES_MUTATION, { refetchQueries: ['JournalTags'] });
  const [createTag] = useMutation<CreateJournalTagMutation, CreateJournalTagMutationVariables>(CREATE_JOURNAL_TAG_MUTATION);
  const { run, refuse, busy, error, outcome } = useAsyncAction();

  const existing = (kind: TagKind, name: string) => known.find((tag) => tag.kind === kind && tag.name.toLowerCase() === name.trim().toLowerCase());

  const created = async (kind: TagKind, name: string): Promise<KnownTag> => {
    const { data } = await createTag({ variables: { kind, name } });
    if (!data) throw new Error('The tag could not be created.');
    return data.createJournalTag;
  };

  /** True when the change was made; otherwise `error` says why. */
  const apply = async (tradeIds: readonly string[], kind: TagKind, rawName: string, action: 'ADD' | 'REMOVE'): Promise<boolean> => {
    const name = rawName.trim().replace(/\s+/g, ' ');
    if (!name) {
      refuse(`Type the name of the ${KIND_NAME[kind]} tag to ${action === 'ADD' ? 'add' : 'remove'}.`);
      return false;
    }
    const found = existing(kind, name);
    if (!found && action === 'REMOVE') {
      refuse(`You have no ${KIND_NAME[kind]} tag named “${name}”.`);
      return false;
    }
    return run(async () => {
      const tag = found ?? (await created(kind, name));
      await bulkTag({ variables: { tradeIds: [...tradeIds], tagId: tag.id, action } });
      return action === 'ADD' ? `Added “${tag.name}” to ${tradesText(tradeIds.length)}.` : `Removed “${tag.name}” from ${tradesText(tradeIds.length)}.`;
    });
  };

  return { apply, busy, error, notice: outcome ?? '' };
}
