import styled from 'styled-components';

const Note = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
`;

/** SPEC §2: the explanatory note on API versus CSV import. */
export function ImportMethodsNote() {
  return (
    <Note aria-label="API or CSV import">
      <p>
        <strong>API Import:</strong> connect Interactive Brokers, Alpaca or Charles Schwab once and the journal fetches your fills of the last 30
        days from the broker directly; the next import needs no credentials.
      </p>
      <p>
        <strong>CSV Upload:</strong> export your trade history from your platform and upload the file. You see what it holds before anything is
        stored, and importing the same file again never adds a trade twice.
      </p>
    </Note>
  );
}
