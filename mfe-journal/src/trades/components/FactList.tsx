import styled from 'styled-components';

/** A fact as the trade dialog lists it: its label and its value, written out. */
export type Fact = readonly [label: string, value: string];

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

/** Labelled figures in as many columns as fit (a trade's facts, its position's): one look for both. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
