import { z } from 'zod';
import { ConfigError } from '../startup-errors';

/** A site-verification meta tag (`<meta name="google-site-verification" content="…">`). */
export interface VerificationTag {
  name: string;
  content: string;
}

/**
 * Google Analytics 4 (through gtag.js) and the search engines' ownership tags. Nothing of it is
 * secret: the measurement id and the tags are written into every page.
 */
export interface SiteAnalyticsConfig {
  /** The GA4 measurement id (G-XXXXXXXXXX); null: no analytics script is loaded and nothing is sent. */
  measurementId: string | null;
  /** The start-up burst of synthetic events (SPEC §7), off by default (DECISIONS §2). */
  debug: boolean;
  verificationTags: VerificationTag[];
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** What Google Analytics shows as a web stream's measurement id: G- then capital letters and digits. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

// Every search engine's tag has such a name (google-site-verification, msvalidate.01,
// yandex-verification, p:domain_verify, facebook-domain-verification): the rule keeps this
// variable from writing any other meta tag (referrer, robots, the measurement id) into the pages.
const VERIFICATION_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const NAMES_A_VERIFICATION = /verif|validate/i;
// The tokens are base64 or hex digests.
const VERIFICATION_CONTENT = /^[A-Za-z0-9_.:+/=-]{1,256}$/;

const ON_OFF = { on: true, true: true, '1': true, off: false, false: false, '0': false } as const;

function verificationTagsFrom(value: string, context: z.RefinementCtx): VerificationTag[] {
  const tags: VerificationTag[] = [];
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = pair.indexOf('=');
    const name = separator > 0 ? pair.slice(0, separator).trim() : '';
    const content = separator > 0 ? pair.slice(separator + 1).trim() : '';
    if (!VERIFICATION_NAME.test(name) || !NAMES_A_VERIFICATION.test(name)) {
      context.addIssue({
        code: 'custom',
        message: `SITE_VERIFICATION: "${pair.slice(0, 80)}" is not name=content with a verification tag's name (google-site-verification=…, msvalidate.01=…, yandex-verification=…)`,
      });
    } else if (!VERIFICATION_CONTENT.test(content)) {
      context.addIssue({ code: 'custom', message: `SITE_VERIFICATION: the content of ${name} must be 1 to 256 letters, digits or _ - . : + / =` });
    } else {
      tags.push({ name, content });
    }
  }
  return tags;
}

/** The variables of site analytics, merged into the server's environment schema by config.ts. */
export const siteAnalyticsEnvShape = {
  GA_MEASUREMENT_ID: blankAsUnset(
    z
      .string()
      .trim()
      .regex(MEASUREMENT_ID, 'GA_MEASUREMENT_ID must be a GA4 measurement id: G- then capital letters and digits, such as G-AB12CD34EF')
      .optional(),
  ),
  ANALYTICS_DEBUG: blankAsUnset(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => value in ON_OFF, 'ANALYTICS_DEBUG must be on or off')
      .transform((value) => ON_OFF[value as keyof typeof ON_OFF])
      .default(false),
  ),
  SITE_VERIFICATION: blankAsUnset(z.string().transform(verificationTagsFrom).optional()),
};

interface SiteAnalyticsEnv {
  GA_MEASUREMENT_ID?: string;
  ANALYTICS_DEBUG: boolean;
  SITE_VERIFICATION?: VerificationTag[];
}

export function siteAnalyticsConfigFrom(env: SiteAnalyticsEnv): SiteAnalyticsConfig {
  const measurementId = env.GA_MEASUREMENT_ID ?? null;
  if (env.ANALYTICS_DEBUG && !measurementId) {
    throw new ConfigError('ANALYTICS_DEBUG=on needs GA_MEASUREMENT_ID: debug mode sends its start-up events to that GA4 property');
  }
  return { measurementId, debug: env.ANALYTICS_DEBUG, verificationTags: env.SITE_VERIFICATION ?? [] };
}
