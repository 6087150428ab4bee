import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { User } from '../../../infra/users/user.entity';
import { AccountInstrument } from '../account-instrument.entity';
import { initialRisk } from '../domain/r-multiple';
import { Trade } from '../trade.entity';
import { NO_FILTER } from './trade-history-filter';
import { TRADE_SORT_KEYS, type TradeSort, type TradeSortKey } from './trade-sort';

/** What the test knows of each trade, to order them itself. */
interface Made {
  id: number;
  symbol: string;
  side: 'LONG' | 'SHORT';
  quantity: string;
  pnl: string;
  entry: number;
  exit: number | null;
  stop: string | null;
  entryPrice: string;
}

const AT = Date.parse('2026-03-02T14:30:00Z');
const SYMBOLS = ['MSFT', 'AAPL', 'TSLA'];
const QUANTITIES = ['10', '2.5', '100', '10'];
const PNLS = ['-5', '12.5', '0', '100.25', '12.5', '-0.75'];

/** 26 trades with ties in every column, open ones (no exit, no hold time) and some with a stop (R). */
async function makeTrades(testApp: TestApp, userId: number): Promise<Made[]> {
  const em = testApp.orm.em.fork();
  const owner = em.getReference(User, userId);
  const instruments = SYMBOLS.map((symbol) => em.create(AccountInstrument, { user: owner, platform: 'das_trader', accountId: 'S1', symbol, assetClass: 'stock', multiplier: '1' }));
  const made: Array<Omit<Made, 'id'> & { trade: Trade }> = [];
  for (let index = 0; index < 26; index += 1) {
    const open = index % 7 === 3;
    const side = index % 3 === 0 ? 'SHORT' : 'LONG';
    // Entry times tie in pairs; hold times tie too (index % 5).
    const entry = AT + Math.floor(index / 2) * 60_000;
    const exit = open ? null : entry + ((index % 5) + 1) * 3_600_000;
    const quantity = QUANTITIES[index % QUANTITIES.length]!;
    const pnl = open ? '0' : PNLS[index % PNLS.length]!;
    const instrument = instruments[index % instruments.length]!;
    const trade = em.create(Trade, {
      user: owner,
      accountInstrument: instrument,
      tradeKey: `k${index}`,
      direction: side,
      quantity,
      closedQuantity: open ? '0' : quantity,
      entryPrice: '20',
      exitPrice: open ? null : '21',
      entryTime: new Date(entry),
      exitTime: exit === null ? null : new Date(exit),
      status: open ? 'open' : 'closed',
      grossPnl: pnl,
      commission: '0',
      fees: '0',
      netPnl: pnl,
      executionCount: open ? 1 : 2,
    });
    // Stops on every other trade: 1 or 2 dollars away, so R ties as well.
    const stop = index % 2 === 0 ? (side === 'LONG' ? (index % 4 === 0 ? '19' : '18') : index % 4 === 0 ? '21' : '22') : null;
    made.push({ trade, symbol: instrument.symbol, side, quantity, pnl, entry, exit, stop, entryPrice: '20' });
  }
  await em.flush();
  for (const item of made) {
    if (item.stop !== null) await testApp.services.trades.updateJournal(testApp.orm.em.fork(), userId, item.trade.id, { stopPrice: item.stop });
  }
  return made.map(({ trade, ...rest }) => ({ ...rest, id: trade.id }));
}

/** The sort value as the test computes it; null sorts last. */
function valueOf(trade: Made, key: TradeSortKey): string | number | Big | null {
  switch (key) {
    case 'entry_time':
      return trade.entry;
    case 'exit_time':
      return trade.exit;
    case 'symbol':
      return trade.symbol;
    case 'side':
      return trade.side;
    case 'quantity':
      return new Big(trade.quantity);
    case 'pnl':
      return new Big(trade.pnl);
    case 'hold_time':
      return trade.exit === null ? null : trade.exit - trade.entry;
    case 'r':
      if (trade.stop === null || trade.exit === null) return null;
      return new Big(trade.pnl).div(initialRisk(trade.stop, { direction: trade.side, entryPrice: trade.entryPrice, quantity: trade.quantity, multiplier: '1' }));
  }
}

function expectedOrder(trades: Made[], { key, direction }: TradeSort): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: Made, b: Made) => {
    const [x, y] = [valueOf(a, key), valueOf(b, key)];
    if (x === null || y === null) return x === y ? sign * (a.id - b.id) : x === null ? 1 : -1;
    const order = x instanceof Big ? x.cmp(y as Big) : x < y ? -1 : x > y ? 1 : 0;
    return order !== 0 ? sign * order : sign * (a.id - b.id);
  };
  return [...trades].sort(compare).map(({ id }) => id);
}

describeEachDatabase('trade history sorted by any column: keyset pages in order, nulls last, ties by id', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let userId: number;
  let mine: Made[];
  let othersIds: Set<number>;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const signedUp = await signedUpBrowser(testApp, 'sorter');
    trader = signedUp.browser;
    userId = signedUp.user.id;
    const other = await signedUpBrowser(testApp, 'neighbour');
    // Another user's trades, made first so their ids interleave with nothing and would show if leaked.
    othersIds = new Set((await makeTrades(testApp, other.user.id)).map(({ id }) => id));
    mine = await makeTrades(testApp, userId);
  });
  afterAll(() => testApp.close());

  const sorts: TradeSort[] = TRADE_SORT_KEYS.flatMap((key) => [{ key, direction: 'asc' as const }, { key, direction: 'desc' as const }]);

  it('answers every sort in order, page after page, each trade once and never another user’s', async () => {
    for (const sort of sorts) {
      const seen: number[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await testApp.services.trades.page(testApp.orm.em.fork(), userId, NO_FILTER, { first: 4, after, sort });
        seen.push(...page.trades.map(({ trade }) => trade.id));
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen, `${sort.key} ${sort.direction}`).toEqual(expectedOrder(mine, sort));
      expect(seen.some((id) => othersIds.has(id))).toBe(false);
    }
  });

  it('keeps the newest entry first when no sort is given, as before', async () => {
    const page = await testApp.services.trades.page(testApp.orm.em.fork(), userId, NO_FILTER, { first: 1000, after: null });
    expect(page.trades.map(({ trade }) => trade.id)).toEqual(expectedOrder(mine, { key: 'entry_time', direction: 'desc' }));
  });

  it('sorts through GraphQL (sortBy, sortDirection) and refuses a cursor of another sort', async () => {
    const query = `query($after: String, $sortBy: TradeSort, $sortDirection: SortDirection) {
      tradeHistory(first: 5, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) { trades { id pnl } endCursor hasNextPage } }`;
    const first = await trader.graphql(query, { sortBy: 'PNL', sortDirection: 'DESC' });
    expect(first.errors).toBeUndefined();
    const page = (first.data as { tradeHistory: { trades: Array<{ id: string }>; endCursor: string } }).tradeHistory;
    expect(page.trades.map(({ id }) => Number(id))).toEqual(expectedOrder(mine, { key: 'pnl', direction: 'desc' }).slice(0, 5));
    const refused = await trader.graphql(query, { sortBy: 'PNL', sortDirection: 'ASC', after: page.endCursor });
    expect(refused.errors?.[0]?.message).toBe('That page cursor belongs to another order (pnl desc), not pnl asc: start again from the first page.');
    const otherKey = await trader.graphql(query, { sortBy: 'QUANTITY', sortDirection: 'DESC', after: page.endCursor });
    expect(otherKey.errors?.[0]?.message).toMatch(/another order/);
    const forged = await trader.graphql(query, { after: Buffer.from('not a cursor').toString('base64url') });
    expect(forged.errors?.[0]?.message).toBe('That page cursor is not one this server gave: start again from the first page.');
  });

  it('sorts the REST list by ?sort and ?direction, its X-Next-Cursor under the same sort', async () => {
    const firstPage = await trader.get('/api/trades?sort=hold_time&direction=asc&limit=7').expect(200);
    const secondPage = await trader.get(`/api/trades?sort=hold_time&direction=asc&limit=100&after=${String(firstPage.headers['x-next-cursor'])}`).expect(200);
    const ids = [...(firstPage.body as Array<{ id: string }>), ...(secondPage.body as Array<{ id: string }>)].map(({ id }) => Number(id));
    expect(ids).toEqual(expectedOrder(mine, { key: 'hold_time', direction: 'asc' }));
    await trader.get(`/api/trades?sort=pnl&after=${String(firstPage.headers['x-next-cursor'])}`).expect(400);
    const badSort = await trader.get('/api/trades?sort=colour').expect(400);
    expect(JSON.stringify(badSort.body)).toContain('Sort must be one of: entry_time, exit_time, symbol, side, quantity, pnl, r, hold_time.');
  });
});
