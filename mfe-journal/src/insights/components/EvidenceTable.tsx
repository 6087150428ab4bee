import styled from 'styled-components';
import type { InsightView } from '../utils/insightModel';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: 4px 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
    /* Long labels and values wrap on a phone instead of widening the page. */
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 400;
    text-align: left;
    color: ${({ theme }) => theme.color.textMuted};
    padding-right: ${({ theme }) => theme.space.sm};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The figures an insight rests on, as the engine gave them: each a row headed by its label. */
export function EvidenceTable({ insight }: { insight: InsightView }) {
  return (
    <Table>
      <caption>Evidence</caption>
      <tbody>
        {insight.evidence.map(({ label, value }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
