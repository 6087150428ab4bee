import type { Insight } from '../../insights';
import type { CoachingTrade } from './coaching-trade';
import { citedIds } from './evidence-text';
import type { PlaybookItem } from './playbook-content';

/** The insights engine's own threshold for a confident pattern (INSIGHTS.md): under it a finding is not used. */
export const CONFIDENT_FINDING = 70;

/** Where a finding lands in the Play Book; one finding may land once in each. */
export type Place = 'trigger' | 'rule' | 'condition' | 'alert';

/** Evidence that says how, not how much: left out of the Play Book's reasons. */
const METHOD_LABELS = new Set(['Test', 'Basis', 'Patterns tested', 'Insight', 'Based on']);

/** The engine's recommendations end by citing their finding, which the Play Book's reason does itself. */
const BASED_ON = ' Based on "';

/**
 * The confident findings of the insights engine (patterns and risk alerts; recommendations only lend
 * their advice), and where the Play Book has placed each, so no finding is said twice in one place.
 */
export class EngineFindings {
  readonly confident: readonly Insight[];
  private readonly placed = new Set<string>();

  constructor(
    private readonly insights: readonly Insight[],
    private readonly trades: readonly CoachingTrade[],
  ) {
    this.confident = insights.filter(({ category, confidence }) => category !== 'recommendation' && confidence >= CONFIDENT_FINDING);
  }

  /** A confident finding by id, when it has not been placed there yet; an edge or leak only when the kind agrees. */
  find(id: string, kind?: 'edge' | 'leak'): Insight | undefined {
    const finding = this.confident.find((insight) => insight.id === id);
    if (!finding || (kind && kindOf(finding) !== kind)) return undefined;
    return finding;
  }

  /** The generator's own item, citing the engine's finding of the same thing as well (one entry, not two). */
  cite(item: PlaybookItem, place: Place, id: string | null, kind?: 'edge' | 'leak'): PlaybookItem {
    const finding = id === null ? undefined : this.find(id, kind);
    if (!finding || this.placed.has(`${place}:${finding.id}`)) return item;
    this.placed.add(`${place}:${finding.id}`);
    return { ...item, why: `${item.why} ${citationOf(finding)}` };
  }

  /** A new item resting on the finding alone: its reason cites it, its trades are the finding's. */
  entry(finding: Insight, place: Place, text: string): PlaybookItem | null {
    if (this.placed.has(`${place}:${finding.id}`)) return null;
    this.placed.add(`${place}:${finding.id}`);
    return { text, why: citationOf(finding), tradeIds: this.citedTrades(finding) };
  }

  /** The engine's advice on a finding (its recommendation's text), if it gave one. */
  adviceOn(finding: Insight): string | null {
    const recommendation = this.insights.find(({ id }) => id === `recommendation:${finding.id}`);
    return recommendation ? recommendation.text.split(BASED_ON)[0]! : null;
  }

  /** The finding's trades, newest first, as many as an item cites. */
  private citedTrades(finding: Insight): string[] {
    const ids = new Set(finding.tradeIds);
    const known = this.trades.filter(({ id }) => ids.has(id));
    return known.length > 0 ? citedIds(known) : citedIds(finding.tradeIds.map((id) => ({ id, exitTime: 0 })));
  }
}

/** An engine pattern is an edge or a leak by its title ("Edge: …", "Leak: …"); other findings are neither. */
export function kindOf({ title }: Insight): 'edge' | 'leak' | null {
  return title.startsWith('Edge:') ? 'edge' : title.startsWith('Leak:') ? 'leak' : null;
}

/** 'Insights engine, "Leak: Revenge trades" (confidence 84%): Sample size 24 trades; Mean P&L -$40.00; ….' */
export function citationOf({ title, confidence, evidence }: Insight): string {
  const figures = evidence.filter(({ label }) => !METHOD_LABELS.has(label)).map(({ label, value }) => `${label} ${value}`);
  return `Insights engine, "${title}" (confidence ${confidence}%): ${figures.join('; ')}.`;
}
