/**
 * The longest texts an import stores, in characters: the entities declare their VARCHAR columns
 * with these, and imports refuse a longer value with them (imports' executions-in-range), so the
 * limit checked is the limit stored. MySQL refuses a longer value where SQLite would keep it whole.
 */
export const ACCOUNT_ID_CHARS = 64;
export const SYMBOL_CHARS = 64;
/** An option's underlying (its symbol's first part). */
export const UNDERLYING_CHARS = 24;
/** The broker's own execution id. */
export const EXTERNAL_ID_CHARS = 128;

/**
 * Whether a text has at most `limit` characters as MySQL counts them in a utf8mb4 column: code
 * points, so a character outside the Basic Multilingual Plane (two UTF-16 units) counts once.
 */
export function fitsCharacters(text: string, limit: number): boolean {
  if (text.length <= limit) return true;
  // Even if every unit past the limit paired with one before it, the text would be too long.
  if (text.length > 2 * limit) return false;
  let characters = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    characters += 1;
    if (characters > limit) return false;
  }
  return true;
}
