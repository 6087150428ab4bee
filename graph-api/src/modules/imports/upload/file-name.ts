const ELLIPSIS = '…';
/** Longer "extensions" are part of the name, not a type worth keeping. */
const MAX_EXTENSION_CHARS = 16;

/**
 * An uploaded file's name cut to `maxChars` characters (Unicode code points, as MariaDB's VARCHAR
 * counts them), keeping its extension: "very-long-…-name.csv". SQLite would store any length and
 * MariaDB refuse it; cut here, both keep the same name.
 */
export function fileNameWithin(name: string, maxChars: number): string {
  const characters = Array.from(name);
  if (characters.length <= maxChars) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_CHARS ? Array.from(name.slice(dot)) : [];
  const stemChars = maxChars - extension.length - ELLIPSIS.length;
  return [...characters.slice(0, stemChars), ELLIPSIS, ...extension].join('');
}
