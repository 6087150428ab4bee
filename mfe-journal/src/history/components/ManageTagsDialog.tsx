import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Input, Label, Select } from '@tj/design-system';
import type { JournalTagsQuery, TagKind } from '../../__generated__/graphql';
import { useTagManagement } from '../hooks/useTagManagement';

type Tag = JournalTagsQuery['journalTags'][number];

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.md}; }
  ul { display: grid; gap: ${({ theme }) => theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  .muted { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  .error { margin: 0; color: ${({ theme }) => theme.color.destructive}; }
`;

const TagItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > strong { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
`;

const ChangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  > div { display: grid; gap: ${({ theme }) => theme.space.xs}; flex: 1 1 180px; min-width: 0; }
  select { width: 100%; }
`;

const KINDS: { kind: TagKind; title: string; none: string }[] = [
  { kind: 'SETUP', title: 'Setups', none: 'No setup tags yet. Add them on a trade.' },
  { kind: 'MISTAKE', title: 'Mistakes', none: 'No mistake tags yet. Add them on a trade.' },
];

type Change = { tagId: string; action: 'rename' | 'merge' } | null;

const tradesText = (count: number) => `${count} ${count === 1 ? 'trade' : 'trades'}`;

/**
 * Every setup and mistake tag with how many trades carry it; rename one, or merge it into another
 * of its kind (its trades move there and it is deleted). One change is open at a time.
 */
export function ManageTagsDialog({ open, tags, onClose }: { open: boolean; tags: readonly Tag[]; onClose: () => void }) {
  const id = useId();
  const manage = useTagManagement();
  const [change, setChange] = useState<Change>(null);
  const [name, setName] = useState('');
  const [targetId, setTargetId] = useState('');
  const start = (tag: Tag, action: 'rename' | 'merge') => {
    manage.clearError();
    setChange({ tagId: tag.id, action });
    setName(tag.name);
    setTargetId('');
  };
  const submit = (tag: Tag) => async (event: FormEvent) => {
    event.preventDefault();
    const target = tags.find((other) => other.id === targetId);
    const done = change?.action === 'rename' ? await manage.rename(tag, name) : target ? await manage.merge(tag, target) : false;
    if (done) setChange(null);
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Manage tags" description="Rename a tag everywhere it is used, or merge it into another tag of its kind.">
      <Body>
        <p role="status" className="muted">
          {manage.notice}
        </p>
        {KINDS.map(({ kind, title, none }) => {
          const ofKind = tags.filter((tag) => tag.kind === kind);
          return (
            <section key={kind} aria-labelledby={`${id}-${kind}`}>
              <h3 id={`${id}-${kind}`}>{title}</h3>
              {ofKind.length === 0 ? (
                <p className="muted">{none}</p>
              ) : (
                <ul aria-labelledby={`${id}-${kind}`}>
                  {ofKind.map((tag) => {
                    const action = change?.tagId === tag.id ? change.action : null;
                    const others = ofKind.filter((other) => other.id !== tag.id);
                    return (
                      <TagItem key={tag.id}>
                        <Line>
                          <strong>{tag.name}</strong>
                          <span>{tradesText(tag.tradeCount)}</span>
                          <Button size="sm" variant="outline" aria-expanded={action === 'rename'} aria-label={`Rename ${tag.name}`} onClick={() => start(tag, 'rename')}>
                            Rename
                          </Button>
                          <Button size="sm" variant="outline" aria-expanded={action === 'merge'} aria-label={`Merge ${tag.name} into another tag`} disabled={others.length === 0} onClick={() => start(tag, 'merge')}>
                            Merge
                          </Button>
                        </Line>
                        {action && (
                          <ChangeForm aria-label={action === 'rename' ? `Rename ${tag.name}` : `Merge ${tag.name}`} onSubmit={submit(tag)}>
                            {action === 'rename' ? (
                              <div>
                                <Label htmlFor={`${id}-name`}>New name</Label>
                                <Input id={`${id}-name`} value={name} maxLength={64} autoFocus onChange={(event) => setName(event.target.value)} />
                              </div>
                            ) : (
                              <div>
                                <Label htmlFor={`${id}-target`}>Merge into</Label>
                                <Select
                                  id={`${id}-target`}
                                  autoFocus
                                  options={[{ value: '', label: 'Choose a tag' }, ...others.map((other) => ({ value: other.id, label: `${other.name} (${tradesText(other.tradeCount)})` }))]}
                                  value={targetId}
                                  onChange={(event) => setTargetId(event.target.value)}
                                />
                              </div>
                            )}
                            <Button type="submit" size="sm" loading={manage.busy} disabled={action === 'merge' && !targetId}>
                              {action === 'rename' ? 'Save name' : 'Merge'}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setChange(null)}>
                              Cancel
                            </Button>
                          </ChangeForm>
                        )}
                        {action && manage.error && (
                          <p role="alert" className="error">
                            {manage.error}
                          </p>
                        )}
                      </TagItem>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </Body>
    </Dialog>
  );
}
