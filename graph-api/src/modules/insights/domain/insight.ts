export type InsightCategory = 'pattern' | 'risk' | 'recommendation';

export interface EvidenceItem {
  label: string;
  value: string;
}

/** One statement of the engine with the numbers it rests on (DECISIONS.md §3). */
export interface Insight {
  /** Stable across recomputes while the finding holds (e.g. "pattern:hour:15"), so it keeps its first time. */
  id: string;
  category: InsightCategory;
  title: string;
  text: string;
  evidence: EvidenceItem[];
  tradeIds: string[];
  sampleSize: number;
  confidence: number;
}
