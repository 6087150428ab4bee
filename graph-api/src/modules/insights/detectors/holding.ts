import { outcomeOf } from '../../dashboard-summary';
import { type Candidate, hasSample, type TestedCandidate } from '../domain/candidate';
import { formatMinutes, formatRange, plural } from '../domain/format';
import type { Insight } from '../domain/insight';
import { idsOf, timedTrades } from '../domain/insight-trade';
import type { PreparedTrade } from '../domain/insight-trade';
import { chanceSentence, testEvidence } from '../domain/pnl-wording';
import { meanInterval } from '../statistics/intervals';

/** Losers held longer than winners (minutes from entry to exit; scratches left out). */
export function holdingCandidates(all: readonly PreparedTrade[]): Candidate[] {
  const trades = timedTrades(all);
  const losers = trades.filter(({ trade }) => outcomeOf(trade.netPnl) === 'loss');
  const winners = trades.filter(({ trade }) => outcomeOf(trade.netPnl) === 'win');
  const sides = { group: losers, rest: () => winners, restCount: winners.length, population: [...losers, ...winners] };
  if (!hasSample(sides)) return [];
  return [{ key: 'holding', kind: 'holding', subject: 'Losers held longer than winners', others: 'winners', reported: 'higher', measure: (trade) => trade.holdingMinutes, describe: describeHolding, ...sides }];
}

function describeHolding(finding: TestedCandidate): Pick<Insight, 'title' | 'text' | 'evidence' | 'tradeIds'> {
  const losers = finding.candidate.group;
  const winners = finding.candidate.rest();
  const loss = meanInterval(losers.map((trade) => trade.holdingMinutes));
  const win = meanInterval(winners.map((trade) => trade.holdingMinutes));
  return {
    title: 'Losers held longer than winners',
    text:
      `You held your ${plural(losers.length, 'losing trade')} ${formatMinutes(loss.mean)} on average (95% interval ${formatRange(loss.low, loss.high, formatMinutes)}) ` +
      `and your ${plural(winners.length, 'winner')} ${formatMinutes(win.mean)} (${formatRange(win.low, win.high, formatMinutes)}): losses are given room that wins are not. ${chanceSentence(finding)}`,
    evidence: [
      { label: 'Sample size', value: plural(losers.length + winners.length, 'trade') },
      { label: 'Losers', value: String(losers.length) },
      { label: 'Mean hold of losers', value: formatMinutes(loss.mean) },
      { label: 'Losers 95% interval', value: formatRange(loss.low, loss.high, formatMinutes) },
      { label: 'Winners', value: String(winners.length) },
      { label: 'Mean hold of winners', value: formatMinutes(win.mean) },
      { label: 'Winners 95% interval', value: formatRange(win.low, win.high, formatMinutes) },
      ...testEvidence(finding),
    ],
    tradeIds: idsOf([...losers, ...winners]),
  };
}
