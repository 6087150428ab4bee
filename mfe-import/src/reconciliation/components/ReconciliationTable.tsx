import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { Badge, formatPnl, Table, VisuallyHidden } from '@tj/design-system';
import type { ReconciliationFieldsFragment } from '../../__generated__/graphql';
import { NOT_RECONCILED_TEXT, REASON_TEXTS, RECONCILED_TEXT } from '../texts';

/** Symbols shown at most: a file of a thousand symbols lists those that differ first, then says how many more agree. */
export const RECONCILIATION_ROWS_SHOWN = 50;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h4, p, ul { margin: 0; }
  ul { padding: 0; list-style: none; display: grid; gap: 2px; }
`;

/**
 * The reasons are sentences: on a row of their own under the symbol's figures, across the table, so
 * the four figures fit a phone and the sentences wrap instead of scrolling out of view.
 */
const WhyCell = styled.td`
  && { white-space: normal; padding-top: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const FiguresRow = styled.tr<{ $explained: boolean }>`
  ${({ $explained }) => ($explained ? '& > th, & > td { border-bottom: none; }' : '')}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type SymbolLine = ReconciliationFieldsFragment['symbols'][number];

/** Unexplained differences first, then explained ones, then the symbols that agree; by symbol within each. */
const rank = (line: SymbolLine) => (line.unexplained !== null ? 0 : line.reasons.length > 0 ? 1 : 2);

const differs = (line: SymbolLine) => line.reasons.length > 0 || line.unexplained !== null;

function Why({ line }: { line: SymbolLine }) {
  return (
    <ul>
      {line.reasons.map((part) => (
        <li key={part.reason}>
          {REASON_TEXTS[part.reason]}: {formatPnl(part.amount)}
        </li>
      ))}
      {line.unexplained !== null && (
        <li>
          <Badge variant="destructive">Unexplained</Badge> {formatPnl(line.unexplained)}
        </li>
      )}
    </ul>
  );
}

/**
 * The broker's realized P&L beside the journal's, per symbol and in total, with the reason for each
 * difference the journal knows and a flag on any it does not (docs/importing.md).
 */
export function ReconciliationTable({ reconciliation }: { reconciliation: ReconciliationFieldsFragment }) {
  const titleId = useId();
  const lines = [...reconciliation.symbols].sort((a, b) => rank(a) - rank(b) || (a.symbol < b.symbol ? -1 : 1));
  const shown = lines.slice(0, RECONCILIATION_ROWS_SHOWN);
  const hidden = lines.length - shown.length;
  const hiddenUnexplained = lines.slice(shown.length).filter((line) => line.unexplained !== null).length;
  const hiddenText = hiddenUnexplained > 0 ? `${hidden} more symbols, ${hiddenUnexplained} of them with a difference no known reason explains.` : `${hidden} more symbols agree with the broker or differ only for known reasons.`;
  return (
    <Panel aria-labelledby={titleId}>
      <h4 id={titleId}>Broker&apos;s figures against ours</h4>
      <p role="note">
        <Badge variant={reconciliation.reconciled ? 'success' : 'warning'}>{reconciliation.reconciled ? 'Reconciled' : 'Does not reconcile'}</Badge>{' '}
        {reconciliation.reconciled ? RECONCILED_TEXT : NOT_RECONCILED_TEXT}
      </p>
      <Table
        caption="Realized P&L by symbol: the broker's, the journal's and the difference"
        captionHidden
        density="compact"
        framed
        columns={[{ header: 'Symbol' }, { header: 'Broker', align: 'end' }, { header: 'Journal', align: 'end' }, { header: 'Difference', align: 'end' }]}
        footer={hidden > 0 ? <Muted>{hiddenText}</Muted> : undefined}
      >
        {shown.map((line) => (
          <Fragment key={line.symbol}>
            <FiguresRow $explained={differs(line)}>
              <th scope="row">{line.symbol}</th>
              <td>{formatPnl(line.broker)}</td>
              <td>{formatPnl(line.ours)}</td>
              <td>{formatPnl(line.difference)}</td>
            </FiguresRow>
            {differs(line) && (
              <tr>
                <WhyCell colSpan={4}>
                  <VisuallyHidden>Why {line.symbol} differs: </VisuallyHidden>
                  <Why line={line} />
                </WhyCell>
              </tr>
            )}
          </Fragment>
        ))}
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{formatPnl(reconciliation.broker)}</strong>
          </td>
          <td>
            <strong>{formatPnl(reconciliation.ours)}</strong>
          </td>
          <td>
            <strong>{formatPnl(reconciliation.difference)}</strong>
          </td>
        </tr>
      </Table>
    </Panel>
  );
}
