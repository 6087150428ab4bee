import { z } from 'zod';

/** An OpenAI-compatible chat-completions API that may rephrase the engine's text; null: none (the default). */
export type LanguageModelConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The variables of the optional language model, merged into the server's environment schema by config.ts. */
export const languageModelEnvShape = {
  LLM_BASE_URL: blankAsUnset(
    z
      .url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL such as https://api.openai.com/v1' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  LLM_API_KEY: blankAsUnset(z.string().optional()),
  LLM_MODEL: blankAsUnset(z.string().optional()),
  LLM_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(1000).max(120_000).default(15_000)),
};

/** Configured only with a base URL and a model; the key may be empty for a local server. */
export function languageModelConfigFrom(env: { LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL?: string; LLM_TIMEOUT_MS: number }): LanguageModelConfig {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}
