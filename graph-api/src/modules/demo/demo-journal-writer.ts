import type { EntityManager } from '@mikro-orm/core';
import type { AssessmentService, PlaybookService } from '../coaching';
import type { CsvImportService } from '../imports';
import type { InsightsRecompute } from '../insights';
import type { DayJournalService, JournalTagService } from '../journal';
import type { MarketDataService } from '../market-data';
import { NEW_YORK, Trade, type TradeService } from '../trades';
import { DEMO_ASSESSMENT_ANSWERS } from './generator/demo-assessment';
import type { DemoJournalPlan } from './generator/demo-journal-plan';
import { journalSymbolOf } from './generator/demo-instruments';
import { type DemoTrade, type Mistake, priceText } from './generator/demo-trade';
import { type DayOutcome, dayReviewOf } from './generator/day-journal-texts';
import { DEMO_ACCOUNT } from './generator/flex-statement';
import { SeededRandom } from './generator/seeded-random';

/** The services a trader's journal is written through; the demo's is written through the same. */
export interface DemoJournalWriters {
  marketData: MarketDataService;
  csvImports: CsvImportService;
  trades: TradeService;
  journalTags: JournalTagService;
  dayJournal: DayJournalService;
  assessments: AssessmentService;
  playbooks: PlaybookService;
  insights: InsightsRecompute;
}

/** Share of traded days the trader reviews after the close. */
const REVIEW_SHARE = 0.75;
const LUNCH_MINUTES = { from: 150, to: 270 };

/**
 * Stores a planned demo journal for `userId` the way a trader's comes to be: the candles through
 * the candle import (into the demo's own market, as the demo account's own), the fills as an Interactive Brokers Flex Query
 * CSV through the import service, notes, tags and planned stops through the trade journal, the
 * day plans and reviews through the day journal, the assessment and the Play Book through the
 * coaching services, the insights through the engine. Every figure the demo shows is then the
 * app's own reading of it.
 */
export async function writeDemoJournal(em: EntityManager, userId: number, plan: DemoJournalPlan, writers: DemoJournalWriters): Promise<void> {
  for (const file of plan.candleFiles) {
    await writers.marketData.importCsv(
      em,
      userId,
      { upload: { fileName: `${file.symbol}-${file.timeframe}.csv`, bytes: Buffer.from(file.csv) }, symbol: file.symbol, timeframe: file.timeframe, timeZone: 'UTC' },
      'demo',
    );
  }
  await writers.csvImports.import(em, userId, {
    upload: { fileName: `${DEMO_ACCOUNT}_trades_${plan.days[0]!.date}_${plan.days.at(-1)!.date}.csv`, bytes: Buffer.from(plan.statement) },
    platform: 'interactive_brokers',
    timeZone: NEW_YORK,
  });
  const imported = await importedTrades(em, userId);
  await annotateTrades(em, userId, plan.trades, imported, writers);
  await writeDays(em, userId, plan, imported, writers);
  await writers.assessments.submit(em, userId, DEMO_ASSESSMENT_ANSWERS);
  // The import's own computation ran before the tags existed: the engine reads them now.
  await writers.insights.recomputeNow(em, userId);
  await writers.playbooks.generate(em, userId);
}

/** The journal's trades by symbol and entry time: how each planned trade is found again. */
async function importedTrades(em: EntityManager, userId: number): Promise<Map<string, Trade>> {
  const trades = await em.fork().find(Trade, { user: userId }, { populate: ['accountInstrument'] });
  return new Map(trades.map((trade) => [tradeKeyOf(trade.accountInstrument.symbol, trade.entryTime.getTime()), trade]));
}

const tradeKeyOf = (symbol: string, entryTimeMs: number) => `${symbol}@${entryTimeMs}`;

function importedTradeOf(imported: ReadonlyMap<string, Trade>, trade: DemoTrade): Trade {
  const found = imported.get(tradeKeyOf(journalSymbolOf(trade.instrument, trade.day.date), trade.fills[0]!.timeMs));
  if (!found) throw new Error(`The demo import holds no ${trade.instrument.ticker} trade entered at ${new Date(trade.fills[0]!.timeMs).toISOString()}`);
  return found;
}

async function annotateTrades(em: EntityManager, userId: number, planned: readonly DemoTrade[], imported: ReadonlyMap<string, Trade>, writers: DemoJournalWriters): Promise<void> {
  const tagIds = new Map<string, number>();
  const tagId = async (kind: 'setup' | 'mistake', name: string) => {
    const key = `${kind}:${name}`;
    if (!tagIds.has(key)) tagIds.set(key, (await writers.journalTags.findOrCreate(em.fork(), userId, kind, name)).id);
    return tagIds.get(key)!;
  };
  const journals = [];
  for (const trade of planned) {
    const tags = [...(trade.setupTagged ? [await tagId('setup', trade.setup)] : []), ...(await Promise.all(trade.mistakes.map((mistake) => tagId('mistake', mistake))))];
    if (tags.length === 0 && !trade.stopRecorded && trade.notes === null) continue;
    journals.push({ tradeId: importedTradeOf(imported, trade).id, notes: trade.notes ?? '', tagIds: tags, stopPrice: trade.stopRecorded ? priceText(trade.stopCents) : null });
  }
  await writers.trades.replaceJournals(em.fork(), userId, journals);
}

async function writeDays(em: EntityManager, userId: number, plan: DemoJournalPlan, imported: ReadonlyMap<string, Trade>, writers: DemoJournalWriters): Promise<void> {
  const random = new SeededRandom(plan.seed, 'day reviews');
  const days = plan.days.flatMap(({ date }) => {
    const ofTheDay = plan.trades.filter((trade) => trade.day.date === date);
    const review = ofTheDay.length > 0 && random.chance(REVIEW_SHARE) ? dayReviewOf(random, outcomeOf(ofTheDay, imported)) : '';
    const dayPlan = plan.dayPlans.get(date) ?? '';
    // The demo account keeps the default Timezone (New York), the zone its trading days are in.
    return review || dayPlan ? [{ day: date, plan: dayPlan, review }] : [];
  });
  await writers.dayJournal.saveMany(em.fork(), userId, days);
}

/** The day as the journal's imported trades tell it (net of costs), with the trader's own tags. */
function outcomeOf(planned: readonly DemoTrade[], imported: ReadonlyMap<string, Trade>): DayOutcome {
  const bySymbol = new Map<string, number>();
  let netPnl = 0;
  let winners = 0;
  let losers = 0;
  for (const trade of planned) {
    const net = Number(importedTradeOf(imported, trade).netPnl);
    netPnl += net;
    if (net > 0) winners += 1;
    if (net < 0) losers += 1;
    bySymbol.set(trade.instrument.ticker, (bySymbol.get(trade.instrument.ticker) ?? 0) + net);
  }
  const ranked = [...bySymbol.entries()].sort((a, b) => b[1] - a[1]);
  const [best, worst] = [ranked[0], ranked.at(-1)];
  return {
    netPnl: Math.round(netPnl * 100) / 100,
    trades: planned.length,
    winners,
    losers,
    bestSymbol: best && best[1] > 0 ? best[0] : null,
    worstSymbol: worst && worst[1] < 0 ? worst[0] : null,
    mistakes: [...new Set(planned.flatMap(({ mistakes }): Mistake[] => mistakes))],
    lunchTrades: planned.filter(({ entryMinute }) => entryMinute >= LUNCH_MINUTES.from && entryMinute < LUNCH_MINUTES.to).length,
  };
}
