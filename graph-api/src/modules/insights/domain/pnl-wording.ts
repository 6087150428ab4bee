import { tallyOf, winRateOf } from '../../dashboard-summary';
import { meanInterval, wilsonInterval } from '../statistics/intervals';
import { PERMUTATIONS } from '../statistics/permutation-test';
import type { TestedCandidate } from './candidate';
import { formatChance, formatMoney, formatPercent, formatRange, plural } from './format';
import type { EvidenceItem, Insight } from './insight';
import { idsOf, type PreparedTrade } from './insight-trade';

/** The figures of one side of a comparison: counts and sums exact (analytics tally), intervals in doubles. */
export function sideFigures(trades: readonly PreparedTrade[]) {
  const tally = tallyOf(trades.map(({ trade }) => trade));
  return { tally, winRate: winRateOf(tally), winRateInterval: wilsonInterval(tally.winners, tally.trades), mean: meanInterval(trades.map(({ pnl }) => pnl)) };
}

export const testEvidence = ({ result, adjustedP, family }: TestedCandidate): EvidenceItem[] => [
  { label: 'Chance of a difference this large (Holm-adjusted p)', value: adjustedP < 0.0001 ? '< 0.0001' : adjustedP.toFixed(4) },
  { label: 'Patterns tested', value: String(family) },
  { label: "Effect size (Cohen's d)", value: result.effectSize.toFixed(2) },
  { label: 'Test', value: result.method === 'permutation' ? `permutation test, ${PERMUTATIONS.toLocaleString('en-US')} shuffles of your own results` : 'permutation test (normal approximation, large sample)' },
];

export const chanceSentence = ({ adjustedP, family }: TestedCandidate) =>
  `Chance alone would show a difference this large ${formatChance(adjustedP)} (corrected for the ${plural(family, 'pattern')} tested).`;

/** Title, text and evidence of a comparison of net P&L per trade. */
export function describePnlFinding(finding: TestedCandidate): Pick<Insight, 'title' | 'text' | 'evidence' | 'tradeIds'> {
  const { candidate, result } = finding;
  const group = sideFigures(candidate.group);
  const rest = sideFigures(candidate.rest());
  const edge = result.difference > 0;
  const text =
    `${candidate.subject}: ${plural(group.tally.trades, 'trade')} averaged ${formatMoney(group.mean.mean)} ` +
    `(95% interval ${formatRange(group.mean.low, group.mean.high, formatMoney)}), against ${formatMoney(rest.mean.mean)} over ${plural(rest.tally.trades, candidate.others.replace(/s$/, ''), candidate.others)}; ` +
    `win rate ${formatPercent(group.winRate)} against ${formatPercent(rest.winRate)}, ${formatMoney(group.tally.netPnl)} in total. ${chanceSentence(finding)}`;
  return {
    title: `${edge ? 'Edge' : 'Leak'}: ${candidate.subject}`,
    text,
    evidence: [
      { label: 'Sample size', value: plural(group.tally.trades, 'trade') },
      { label: 'Win rate', value: formatPercent(group.winRate) },
      { label: 'Win rate 95% interval', value: formatRange(group.winRateInterval.low, group.winRateInterval.high, formatPercent) },
      { label: 'Mean P&L', value: formatMoney(group.mean.mean) },
      { label: 'Mean P&L 95% interval', value: formatRange(group.mean.low, group.mean.high, formatMoney) },
      { label: 'Total P&L', value: formatMoney(group.tally.netPnl) },
      { label: 'Compared with', value: plural(rest.tally.trades, candidate.others.replace(/s$/, ''), candidate.others) },
      { label: 'Their win rate', value: formatPercent(rest.winRate) },
      { label: 'Their mean P&L', value: formatMoney(rest.mean.mean) },
      ...testEvidence(finding),
    ],
    tradeIds: idsOf(candidate.group),
  };
}
