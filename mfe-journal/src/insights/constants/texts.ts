/** SPEC §2 and §8 texts of the AI Insights page and card, verbatim where SPEC has them. */
export const INSIGHTS_TITLE = 'AI Insights';
export const FAILED_TO_FETCH_INSIGHTS = 'Failed to fetch insights';

/** With trades but nothing found: SPEC has no text for it, so it says what the engine looked for. */
export const NO_FINDINGS = 'No insights in your trades yet';
export const NO_FINDINGS_DETAIL =
  'The engine found no pattern that chance would not explain, and no risk alert. It looks again after every import.';

/** The page's three sections (SPEC §2) in the order the page shows them. */
export const SECTIONS = [
  { category: 'pattern', title: 'Pattern Recognition', empty: 'No pattern stands out from chance in your trades yet.' },
  { category: 'risk', title: 'Risk Alerts', empty: 'No risk alert: your trades stay within your risk settings.' },
  { category: 'recommendation', title: 'Recommendations', empty: 'No recommendation yet: they follow from confident patterns and risk alerts.' },
] as const;

export type InsightCategory = (typeof SECTIONS)[number]['category'];
