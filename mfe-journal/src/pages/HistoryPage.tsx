import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardContent, ianaZoneOf, mediaQuery, PageLayout } from '@tj/design-system';
import { useJournalFilter } from '../filter/hooks/useJournalFilter';
import { AddTradeDialog } from '../manual/components/AddTradeDialog';
import { BulkTagBar } from '../history/components/BulkTagBar';
import { HistoryList } from '../history/components/HistoryList';
import { HistoryFilterBar } from '../history/components/HistoryFilterBar';
import { ManageTagsDialog } from '../history/components/ManageTagsDialog';
import { RowJournalEditor } from '../history/components/RowJournalEditor';
import { useBulkTagging } from '../history/hooks/useBulkTagging';
import { useHistorySelection } from '../history/hooks/useHistorySelection';
import { useTradeHistory } from '../history/hooks/useTradeHistory';
import { filtersFromParams, isFiltered, paramsFromFilters, withLegacyTagMoved } from '../history/utils/historyFilters';
import { sortFromParams, withSort } from '../history/utils/historySort';
import { TradeDialog } from '../trades/components/TradeDialog';
import { tradeName } from '../trades/components/TradeTable';
import { useTradeDialog } from '../trades/hooks/useTradeDialog';
import { useTradeJournal } from '../trades/hooks/useTradeJournal';

/** On a phone a card's padding is halved, so the first trade shows on the first screen. */
const Content = styled(CardContent)`
  @media ${mediaQuery.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** SPEC §2 Trade History: search, filters, time period, date range, tags, export, paging, notes and tags. */
export default function HistoryPage() {
  const [params] = useSearchParams();
  // An old link's single ?tag= (the history's Tag select, now the filter bar's Tags) opens as the bar's tags.
  const moved = withLegacyTagMoved(params);
  if (moved) return <Navigate to={{ search: `?${moved.toString()}` }} replace />;
  return <TradeHistory />;
}

function TradeHistory() {
  const [params, setParams] = useSearchParams();
  // The URL holds the applied filters: the header search lands here as ?search=…
  const applied = filtersFromParams(params);
  // The sort too (?sort=pnl&dir=desc), so a sorted view survives a reload and can be linked.
  const sort = sortFromParams(params);
  // The filter bar's account, platform, symbol, side and tags (docs/filter-bar.md); its period and
  // dates are the history's Time period and Date Range, in the same bar (HistoryFilterBar).
  const bar = useJournalFilter();
  const history = useTradeHistory(applied, sort, bar.filter);
  const journal = useTradeJournal();
  const { allTags } = journal;
  const dialog = useTradeDialog();
  const selection = useHistorySelection(history.trades, params.toString());
  const bulk = useBulkTagging(allTags);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [managingTags, setManagingTags] = useState(false);
  const [adding, setAdding] = useState(false);
  const edit = (trade: { id: string }) => {
    journal.reset();
    setNotice('');
    // The Edit button of the row being edited closes its editor.
    setEditingId((current) => (current === trade.id ? null : trade.id));
  };
  const timeZone = ianaZoneOf(history.timeZone);
  // The dialog shows the cached row, so a saved note or tag shows in both at once.
  const openTrade = dialog.trade && (history.trades?.find((trade) => trade.id === dialog.trade?.id) ?? dialog.trade);

  return (
    <PageLayout title="Trade History" description="Every trade you have imported or entered by hand. Open one to see how its P&L adds up and to write notes and tags.">
      <HistoryFilterBar bar={bar} applied={applied} sort={sort} onManageTags={() => setManagingTags(true)} onAddTrade={() => setAdding(true)} />
      {(applied.import || applied.unreconciled) && (
        <Card>
          <Content>
            <p role="note" style={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              {applied.import ? `Only the trades of import #${applied.import} (from Recent Imports).` : "Only the trades of imports that did not reconcile with the broker's figures."}
              <Button variant="outline" size="sm" onClick={() => setParams(paramsFromFilters({ ...applied, import: '', unreconciled: '' }))}>
                Show all trades
              </Button>
            </p>
          </Content>
        </Card>
      )}
      <Card>
        <Content>
          <HistoryList
            trades={history.trades}
            totalCount={history.totalCount}
            netPnl={history.summary && { amount: history.summary.netPnl, closedTrades: history.summary.closedTradeCount }}
            filtered={isFiltered(applied) || bar.input !== null}
            loading={history.loading}
            error={history.error}
            hasMore={history.hasMore}
            loadingMore={history.loadingMore}
            onLoadMore={history.loadMore}
            onRetry={history.retry}
            timeZone={timeZone}
            onOpen={dialog.open}
            editingId={editingId}
            onEdit={edit}
            notice={notice}
            sort={sort}
            onSort={(next) => setParams(withSort(params, next))}
            selection={selection.table}
            bulkActions={
              <BulkTagBar
                selectedCount={selection.selectedIds.length}
                known={allTags}
                onApply={(kind, name, action) => bulk.apply(selection.selectedIds, kind, name, action)}
                onClear={selection.clear}
                busy={bulk.busy}
                error={bulk.error}
                notice={bulk.notice}
              />
            }
            editor={(trade) => (
              <RowJournalEditor
                key={trade.id}
                trade={trade}
                timeZone={timeZone}
                journal={journal}
                onCancel={() => setEditingId(null)}
                onSaved={(saved) => {
                  setEditingId(null);
                  setNotice(`Saved the notes, tags and stop of ${tradeName(saved, timeZone)}.`);
                }}
              />
            )}
          />
        </Content>
      </Card>
      <TradeDialog trade={openTrade} timeZone={timeZone} onClose={dialog.close} />
      <ManageTagsDialog open={managingTags} tags={allTags} onClose={() => setManagingTags(false)} />
      <AddTradeDialog
        open={adding}
        timeZone={timeZone}
        onClose={() => setAdding(false)}
        onAdded={(trade) => {
          setAdding(false);
          setNotice(`Added ${tradeName(trade, timeZone)}.`);
        }}
      />
    </PageLayout>
  );
}
