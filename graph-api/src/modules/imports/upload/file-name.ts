import { ImportError } from '../import.errors';

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

export const CONTROL_CHARACTERS_IN_NAME_MESSAGE = 'The file name contains control characters. Rename the file and upload it again.';

/** C0 and C1 control characters, DEL included: no file a trader saves is named with them. */
const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/**
 * An uploaded file's name that is refused: a client can send control characters in it (RFC 5987's
 * `filename*=UTF-8''a%00b.csv`), which the databases would not store alike and the import history
 * would show as they are. The multipart readers keep only the name after the last `/` or `\`, as
 * browsers send it, so a path never reaches the journal.
 */
export function fileNameRefusal(name: string): ImportError | null {
  return Array.from(name).some(isControlCharacter) ? new ImportError('validation_error', CONTROL_CHARACTERS_IN_NAME_MESSAGE) : null;
}
