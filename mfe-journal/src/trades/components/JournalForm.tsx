import styled from 'styled-components';

/** A journal form (a trade's, a day's): its fields one under the other, its notes as multi-line fields. */
export const JournalForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  textarea {
    width: 100%;
    min-height: 88px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

/** What became of a journal form's last save, told to screen readers too: why it failed, or 'Saved.'. */
export function SaveStatus({ id, error, saved }: { id?: string; error: string | null; saved: boolean }) {
  return (
    <Status id={id} role="status" $error={Boolean(error)}>
      {error ?? (saved ? 'Saved.' : '')}
    </Status>
  );
}
