import { averagePnl, compareMoney, countTrade, emptyTally, localTimeOf, type Tally, tallyOf, weekdayOf } from '../../dashboard-summary';
import { instrumentNames } from '../../trades';
import type { CoachingTrade } from './coaching-trade';
import { citedIds, money, plural, tallyText } from './evidence-text';
import type { PlaybookItem } from './playbook-content';

/** A group with fewer trades than this is not evidence of anything yet. */
export const MIN_GROUP_TRADES = 5;
/** Edges and leaks named per dimension. */
const PER_DIMENSION = 2;

/** Holding-time ranges, shortest first: `below` is the range's upper bound in minutes. */
export const HOLDING_TIMES = [
  { label: 'held under 5 minutes', below: 5 },
  { label: 'held 5 to 30 minutes', below: 30 },
  { label: 'held 30 minutes to 2 hours', below: 120 },
  { label: 'held 2 hours to a day', below: 1440 },
  { label: 'held over a day', below: Number.POSITIVE_INFINITY },
] as const;

export const holdingTimeOf = (trade: CoachingTrade) => HOLDING_TIMES.find(({ below }) => (trade.exitTime - trade.entryTime) / 60_000 < below)!.label;

const hourLabel = (hour: number) => `entries from ${hour}:00 to ${hour + 1}:00`;

/**
 * A group a trade falls in: its name in the Play Book's words, and the key the insights engine gives
 * the same group (INSIGHTS.md: "hour:10", "symbol:AAPL"), or null where the engine has no such group.
 */
interface Group {
  name: string;
  insightKey: string | null;
}

/** The ways trades are grouped, each with the groups its trades fall in (a trade may carry several setups). */
function dimensions(timeZone: string): { name: string; groupsOf: (trade: CoachingTrade) => Group[] }[] {
  return [
    { name: 'hour', groupsOf: (trade) => [hourGroup(localTimeOf(trade.entryTime, timeZone).hour)] },
    // A trade's weekday is that of its day, the local day of its exit (METRICS.md).
    { name: 'weekday', groupsOf: (trade) => [weekdayGroup(weekdayOf(localTimeOf(trade.exitTime, timeZone).day))] },
    // Named as the screens name it ("SPXW 9 Mar 26 6970 C"); the insight key keeps the stored symbol.
    { name: 'symbol', groupsOf: (trade) => [{ name: instrumentNames(trade.symbol).label, insightKey: `symbol:${trade.symbol}` }] },
    { name: 'setup', groupsOf: (trade) => trade.setups.map((setup) => ({ name: `the ${setup} setup`, insightKey: `setup:${setup.toLowerCase()}` })) },
    { name: 'holding time', groupsOf: (trade) => [{ name: `trades ${holdingTimeOf(trade)}`, insightKey: null }] },
  ];
}

const hourGroup = (hour: number): Group => ({ name: hourLabel(hour), insightKey: `hour:${hour}` });
const weekdayGroup = (weekday: string): Group => ({ name: `${weekday}s`, insightKey: `weekday:${weekday}` });

export interface Finding {
  dimension: string;
  group: string;
  /** The insights engine's key for the same group, to cite its finding rather than repeat it. */
  insightKey: string | null;
  kind: 'edge' | 'leak';
  tally: Tally;
  trades: CoachingTrade[];
}

type GroupTrades = { insightKey: string | null; tally: Tally; trades: CoachingTrade[] };

function groupsBy(trades: readonly CoachingTrade[], groupsOf: (trade: CoachingTrade) => Group[]): Map<string, GroupTrades> {
  const groups = new Map<string, GroupTrades>();
  for (const trade of trades) {
    for (const { name, insightKey } of groupsOf(trade)) {
      let known = groups.get(name);
      if (!known) groups.set(name, (known = { insightKey, tally: emptyTally(), trades: [] }));
      countTrade(known.tally, trade);
      known.trades.push(trade);
    }
  }
  return groups;
}

/**
 * Edges and leaks: groups of at least MIN_GROUP_TRADES trades (but not every trade) that made money
 * at a better average than the trader's overall, or lost money at a worse one; the largest first.
 */
export function findEdgesAndLeaks(trades: readonly CoachingTrade[], timeZone: string): Finding[] {
  const overall = averagePnl(tallyOf(trades));
  const findings: Finding[] = [];
  for (const { name, groupsOf } of dimensions(timeZone)) {
    const candidates = [...groupsBy(trades, groupsOf)]
      .map(([group, { insightKey, tally, trades: groupTrades }]) => ({ dimension: name, group, insightKey, tally, trades: groupTrades }))
      .filter(({ tally }) => tally.trades >= MIN_GROUP_TRADES && tally.trades < trades.length);
    const edges = candidates
      .filter(({ tally }) => compareMoney(tally.netPnl, '0') > 0 && compareMoney(averagePnl(tally), overall) > 0)
      .sort((a, b) => compareMoney(b.tally.netPnl, a.tally.netPnl) || a.group.localeCompare(b.group));
    const leaks = candidates
      .filter(({ tally }) => compareMoney(tally.netPnl, '0') < 0 && compareMoney(averagePnl(tally), overall) < 0)
      .sort((a, b) => compareMoney(a.tally.netPnl, b.tally.netPnl) || a.group.localeCompare(b.group));
    findings.push(...edges.slice(0, PER_DIMENSION).map((found) => ({ ...found, kind: 'edge' as const })));
    findings.push(...leaks.slice(0, PER_DIMENSION).map((found) => ({ ...found, kind: 'leak' as const })));
  }
  return findings;
}

const againstOverall = (trades: readonly CoachingTrade[]) => `, against ${money(averagePnl(tallyOf(trades)))} a trade over all ${plural(trades.length, 'trade')}`;

/** An edge as an optimal condition: trade more of it. */
export function conditionOf(edge: Finding, all: readonly CoachingTrade[]): PlaybookItem {
  return {
    text: `Favour ${edge.group}: your best ${edge.dimension} so far.`,
    why: `${edge.group[0]!.toUpperCase()}${edge.group.slice(1)}: ${tallyText(edge.tally)}${againstOverall(all)}.`,
    tradeIds: citedIds(edge.trades),
  };
}

/** A leak as a trading rule: stop or cut it. */
export function ruleOf(leak: Finding, all: readonly CoachingTrade[]): PlaybookItem {
  return {
    text: `Stop trading ${leak.group} until a review shows what goes wrong there, or cut the size there to half.`,
    why: `${leak.group[0]!.toUpperCase()}${leak.group.slice(1)}: ${tallyText(leak.tally)}${againstOverall(all)}.`,
    tradeIds: citedIds(leak.trades),
  };
}
