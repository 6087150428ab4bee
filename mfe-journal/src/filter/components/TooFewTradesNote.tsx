import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

/** Under a filter keeping few closed trades: the figures are exact, but rest on too few trades to read much into. */
export function TooFewTradesNote({ trades, enough }: { trades: number; enough: number }) {
  return (
    <Note role="note">
      This filter keeps {trades} closed {trades === 1 ? 'trade' : 'trades'}, fewer than the {enough} a figure needs to say much: read these figures as a record, not a pattern.
    </Note>
  );
}
