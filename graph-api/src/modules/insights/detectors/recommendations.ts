import { CONFIDENT } from '../statistics/confidence';
import type { Finding } from '../domain/finding';
import type { Insight } from '../domain/insight';

/**
 * One recommendation per confident finding that has advice: it cites the finding by title and id,
 * and rests on the same trades with the same confidence (it is no surer than what it follows from).
 */
export function recommendationsFrom(findings: readonly Finding[]): Insight[] {
  return findings
    .filter(({ insight, advice }) => advice !== null && insight.confidence >= CONFIDENT)
    .map(({ insight, advice }) => ({
      id: `recommendation:${insight.id}`,
      category: 'recommendation',
      title: advice!.title,
      text: `${advice!.text} Based on "${insight.title}" (confidence ${insight.confidence}%).`,
      evidence: [{ label: 'Based on', value: insight.title }, { label: 'Insight', value: insight.id }, ...insight.evidence.filter(({ label }) => label === 'Sample size')],
      tradeIds: insight.tradeIds,
      sampleSize: insight.sampleSize,
      confidence: insight.confidence,
    }));
}
