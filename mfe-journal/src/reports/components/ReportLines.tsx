import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;

/** The report's figures, as the e-mail words them (one server function writes both). */
export function ReportLines({ lines }: { lines: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <List>
      {lines.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
