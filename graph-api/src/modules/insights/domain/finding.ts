import type { Insight } from './insight';

/** What a trader could do about a finding: a recommendation's title and sentence. */
export interface Advice {
  title: string;
  text: string;
}

/** An insight with its advice, when there is any (a recommendation cites the insight). */
export interface Finding {
  insight: Insight;
  advice: Advice | null;
}
