/** The compressions the build writes beside each asset (design-system/federation/compress.cjs). */
export type ContentEncoding = 'br' | 'gzip';

/** Our preference when the client likes several equally: brotli is the smaller. */
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/** Each coding of an Accept-Encoding header with its weight (RFC 9110 §12.5.3); `q` defaults to 1. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const qParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    weights.set(coding.toLowerCase(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return weights;
}

/**
 * The encoding to send among those `available`, or null for the file as it is: the one the client
 * weighs highest (brotli first on a tie), never one it refused with q=0. `*` stands for any coding
 * the header does not name. No header means no compression.
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!header) return null;
  const weights = parseAcceptEncoding(header);
  const weightOf = (coding: ContentEncoding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | null = null;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding) || weightOf(coding) <= 0) continue;
    if (best === null || weightOf(coding) > weightOf(best)) best = coding;
  }
  return best;
}

/** The file extension of each encoding's copy. */
export const ENCODED_EXTENSION: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
