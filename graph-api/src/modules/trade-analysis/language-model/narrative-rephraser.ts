import type { LanguageModelConfig } from './language-model.config';
import { citesOnlyNumbersOf } from './numbers-check';

/** The engine's narrative: the only text a language model is shown. */
export interface Narrative {
  risk_analysis: string;
  improvement_tips: string[];
}

const INSTRUCTIONS = [
  'You rewrite a trading journal\'s analysis of one trade so it reads naturally for the trader.',
  'Answer with JSON only: {"risk_analysis": string, "improvement_tips": string[]}, with as many tips as given, in the same order.',
  'Keep every number exactly as written; add no number, price, percent or time that is not in the text.',
].join(' ');

/**
 * An optional rewrite of the engine's text by an OpenAI-compatible chat-completions API. Only the
 * engine's sentences are sent: no account id, name or email. Each rewritten piece is kept only when
 * every number in it is one the engine wrote there; otherwise, or when the model fails or answers
 * out of shape, the engine's piece stands. Nothing depends on it.
 */
export class NarrativeRephraser {
  constructor(
    private readonly config: NonNullable<LanguageModelConfig>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async rephrase(narrative: Narrative): Promise<{ narrative: Narrative; rephrased: boolean }> {
    const rewrite = await this.ask(narrative).catch(() => null);
    if (!rewrite || rewrite.improvement_tips.length !== narrative.improvement_tips.length) return { narrative, rephrased: false };
    const keep = (original: string, rewritten: string) => (citesOnlyNumbersOf(original, rewritten) ? rewritten : original);
    const result = {
      risk_analysis: keep(narrative.risk_analysis, rewrite.risk_analysis),
      improvement_tips: narrative.improvement_tips.map((tip, index) => keep(tip, rewrite.improvement_tips[index]!)),
    };
    const rephrased = result.risk_analysis !== narrative.risk_analysis || result.improvement_tips.some((tip, index) => tip !== narrative.improvement_tips[index]);
    return { narrative: result, rephrased };
  }

  private async ask(narrative: Narrative): Promise<Narrative | null> {
    const response = await this.fetchImpl(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify(narrative) },
        ],
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' ? narrativeOf(content) : null;
  }
}

/** The model's JSON answer, allowing the code fence some models put around it; null when out of shape. */
function narrativeOf(content: string): Narrative | null {
  try {
    const parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')) as Partial<Narrative>;
    if (typeof parsed.risk_analysis !== 'string' || !Array.isArray(parsed.improvement_tips) || !parsed.improvement_tips.every((tip) => typeof tip === 'string')) return null;
    return { risk_analysis: parsed.risk_analysis, improvement_tips: parsed.improvement_tips };
  } catch {
    return null;
  }
}
