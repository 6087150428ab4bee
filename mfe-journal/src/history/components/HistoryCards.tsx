import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label, Select } from '@tj/design-system';
import { entryTimeText, exitTimeText, SelectAllBox, SelectTradeBox, TradeNameBadges, TradeOpenButton, TradePnl, type TradeSelection } from '../../trades/components/TradeCells';
import { sideLabel, type TradeRow } from '../../trades/utils/tradeRow';
import { HISTORY_SORT_CHOICES, type HistorySort, sortChoiceValue, sortFromChoice } from '../utils/historySort';
import { TradeTags } from './TradeTags';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  /* The select-all box in line with the cards' boxes (inside a card's padding and border). */
  padding-inline-start: calc(${({ theme }) => theme.space.sm} + 1px);
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  select { min-width: 0; max-width: 15rem; }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TradeCard = styled.li<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A selected card stands out, as its checked box says (the table's selected row alike). */
  ${({ $selected, theme }) => ($selected ? `background: ${theme.color.surfaceRaised}; box-shadow: inset 3px 0 0 ${theme.color.primary};` : '')}
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Beside the name, as 'AAPL Long' reads. */
const Side = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Pnl = styled.div`
  text-align: end;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

/** The times, and the Edit button beside them (not a row of its own), so a card stays short. */
const Middle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface HistoryCardsProps {
  /** Names the list, as the table's caption names it ('Trade history, newest first'). */
  label: string;
  trades: readonly TradeRow[];
  timeZone: string;
  onOpen: (trade: TradeRow) => void;
  sort: HistorySort;
  onSort: (sort: HistorySort) => void;
  selection?: TradeSelection;
  /** A trade's Edit button (the table's Edit column). */
  editButton: (trade: TradeRow) => ReactNode;
  /** Under the card being edited: its editor. */
  expanded?: { tradeId: string; id: string; content: ReactNode };
}

/**
 * The history on a phone: a card per trade (name, side, P&L, times, tags, badges, its box and
 * buttons) drawn with the table's own cell pieces, and a Sort select for the column headers a
 * card has not got.
 */
export function HistoryCards({ label, trades, timeZone, onOpen, sort, onSort, selection, editButton, expanded }: HistoryCardsProps) {
  const sortId = useId();
  return (
    <>
      <Controls>
        {/* Above the cards' boxes, as the table's is above its rows', and named alike. */}
        {selection ? <SelectAllBox selection={selection} /> : <span />}
        <SortField>
          <Label htmlFor={sortId}>Sort</Label>
          <Select id={sortId} options={[...HISTORY_SORT_CHOICES]} value={sortChoiceValue(sort)} onChange={(event) => onSort(sortFromChoice(event.target.value))} />
        </SortField>
      </Controls>
      <Cards role="list" aria-label={label}>
        {trades.map((trade) => (
          <TradeCard key={trade.id} $selected={selection?.isSelected(trade) ?? false}>
            <Top>
              {selection && <SelectTradeBox trade={trade} timeZone={timeZone} selection={selection} />}
              <Name>
                <TradeOpenButton trade={trade} timeZone={timeZone} onOpen={onOpen} />
                <Side>{sideLabel(trade.side)}</Side>
                <TradeNameBadges trade={trade} />
              </Name>
              <Pnl>
                <TradePnl trade={trade} />
              </Pnl>
            </Top>
            <Middle>
              <Facts>
                <dt>Entry</dt>
                <dd>{entryTimeText(trade, timeZone)}</dd>
                <dt>Exit</dt>
                <dd>{exitTimeText(trade, timeZone)}</dd>
              </Facts>
              {editButton(trade)}
            </Middle>
            {trade.tags.length > 0 && <TradeTags trade={trade} />}
            {expanded?.tradeId === trade.id && <div id={expanded.id}>{expanded.content}</div>}
          </TradeCard>
        ))}
      </Cards>
    </>
  );
}
