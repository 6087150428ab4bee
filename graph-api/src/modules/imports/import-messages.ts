/**
 * Bounds on the text an import sends back and keeps in its history. A message quotes the cell it
 * could not read, and a cell may be megabytes long (a hostile or broken file); a file may also have
 * thousands of warnings. Unbounded, one upload would put megabytes into every later listing of
 * recent imports and every data export, and overflow MariaDB's TEXT column (64 KB).
 */

/** How much of a long quoted value a message keeps. */
export const EXCERPT_CHARS = 40;
/** The longest message kept or sent, whatever it quotes. */
export const MAX_MESSAGE_CHARS = 500;
/** The most errors, and the most warnings, one import keeps (the last one says how many more). */
export const MAX_MESSAGES_PER_IMPORT = 20;

const counted = (length: number) => `…(${length.toLocaleString('en-US')} characters)`;
const COUNTED = /…\([\d,]+ characters\)$/;
const LEFT_OUT = /^…and ([\d,]+) more$/;

/** The first `keep` characters of a long text, marked with its full length: `aaaa…(9,500,000 characters)`. */
export function excerpt(text: string, keep = EXCERPT_CHARS): string {
  if (text.length <= keep || isExcerpt(text, keep)) return text;
  // Never cut a character outside the Basic Multilingual Plane in half.
  const end = isLeadingSurrogate(text.charCodeAt(keep - 1)) ? keep - 1 : keep;
  return `${text.slice(0, end)}${counted(text.length)}`;
}

/**
 * A message as it may be shown and stored: each quoted value longer than EXCERPT_CHARS excerpted,
 * and the whole cut at MAX_MESSAGE_CHARS (a value with quotes of its own can escape the first rule).
 */
export function boundedMessage(message: string): string {
  return excerpt(withQuotedValuesExcerpted(message), MAX_MESSAGE_CHARS);
}

/**
 * Messages quote cells as "…" (see the CSV importers). A scan rather than a regular expression:
 * a pattern over a value of millions of characters exhausts the regular expression engine's stack.
 */
function withQuotedValuesExcerpted(message: string): string {
  const parts: string[] = [];
  let position = 0;
  for (;;) {
    const open = message.indexOf('"', position);
    const close = open === -1 ? -1 : message.indexOf('"', open + 1);
    if (close === -1) break;
    parts.push(message.slice(position, open + 1), excerpt(message.slice(open + 1, close)), '"');
    position = close + 1;
  }
  return parts.length === 0 ? message : parts.join('') + message.slice(position);
}

/**
 * At most MAX_MESSAGES_PER_IMPORT messages, each bounded; past that the last says how many were
 * left out. A list bounded before and added to (an import's warnings grow as it is stored) keeps
 * counting what its "…and N more" line stood for.
 */
export function boundedMessages(messages: readonly string[]): string[] {
  const total = messages.reduce((sum, message) => sum + (leftOutBy(message) ?? 1), 0);
  if (total <= MAX_MESSAGES_PER_IMPORT) return messages.map(boundedMessage);
  const kept = messages.filter((message) => leftOutBy(message) === null).slice(0, MAX_MESSAGES_PER_IMPORT - 1);
  return [...kept.map(boundedMessage), `…and ${(total - kept.length).toLocaleString('en-US')} more`];
}

/** The N of an "…and N more" line, null for any other message. */
function leftOutBy(message: string): number | null {
  const match = LEFT_OUT.exec(message);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** Whether `text` is already an excerpt this module made for `keep`, so bounding it again keeps it. */
function isExcerpt(text: string, keep: number): boolean {
  const marker = COUNTED.exec(text);
  return marker !== null && marker.index <= keep;
}

function isLeadingSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
