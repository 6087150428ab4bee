import { type Candidate, byPnl, hasSample, splitTrades } from '../domain/candidate';
import type { PreparedTrade } from '../domain/insight-trade';

/**
 * Setups with an edge or a leak, and the mistakes that cost (a mistake is only told as a leak): each
 * tag's trades against the trades without it (journal tags, DECISIONS.md §2).
 */
export function tagCandidates(trades: readonly PreparedTrade[]): Candidate[] {
  const candidates: Candidate[] = [];
  const add = (kind: 'setup' | 'mistake', tagsOf: (trade: PreparedTrade) => readonly string[]) => {
    const names = [...new Set(trades.flatMap(tagsOf))].sort();
    for (const name of names) {
      const sides = splitTrades(trades, (trade) => tagsOf(trade).includes(name));
      if (!hasSample(sides)) continue;
      candidates.push({
        key: `${kind}:${name.toLowerCase()}`,
        kind,
        subject: kind === 'setup' ? `Setup "${name}"` : `Mistake "${name}"`,
        others: `trades without this ${kind}`,
        reported: kind === 'setup' ? 'either' : 'lower',
        measure: byPnl,
        ...sides,
      });
    }
  };
  add('setup', ({ trade }) => trade.setupTags);
  add('mistake', ({ trade }) => trade.mistakeTags);
  return candidates;
}
