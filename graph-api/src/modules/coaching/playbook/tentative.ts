import { MIN_SAMPLE } from '../../insights';
import type { Comparison, OvertradingComparison } from './behaviour-measures';
import type { Finding } from './edges';
import { plural } from './evidence-text';
import type { PlaybookItem } from './playbook-content';

/**
 * The fewest trades on each side from which /analytics reads a group's figures (its breakdowns'
 * minimum, the insights engine's MIN_SAMPLE; docs/coaching.md "Tentative items"). The Play Book
 * measures from fewer, so a new trader gets a Play Book at all, but says so on every such item.
 */
export const FIRM_TRADES = MIN_SAMPLE;

/** `item` as it stands when it rests on `trades` trades: marked tentative below FIRM_TRADES. */
export function tentativeBelowFirm(item: PlaybookItem, trades: number): PlaybookItem {
  if (trades >= FIRM_TRADES) return item;
  return {
    ...item,
    text: `${item.text} (Tentative: ${plural(trades, 'trade')}.)`,
    why: `${item.why} Tentative: it rests on ${plural(trades, 'trade')}, fewer than the ${FIRM_TRADES} from which /analytics reads a group's figures; watch it as your record grows.`,
  };
}

/** The trades a finding rests on. */
export const tradesOfFinding = (finding: Finding) => finding.tally.trades;

/** A comparison is as firm as its smaller side. */
export const tradesOfComparison = ({ suspect, rest }: Comparison) => Math.min(suspect.tally.trades, rest.tally.trades);

export const tradesOfOvertrading = ({ overtrading, normal }: OvertradingComparison) => Math.min(overtrading.tally.trades, normal.tally.trades);
