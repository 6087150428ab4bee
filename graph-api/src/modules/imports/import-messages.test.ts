import { describe, expect, it } from 'vitest';
import { boundedMessage, boundedMessages, excerpt, MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_IMPORT } from './import-messages';

describe('Import messages', () => {
  it('quotes a long cell as a marked excerpt, keeping the rest of the message', () => {
    const message = `Line 5: Quantity "${'9'.repeat(9_500_000)}" is not a number`;
    expect(boundedMessage(message)).toBe(`Line 5: Quantity "${'9'.repeat(40)}…(9,500,000 characters)" is not a number`);
  });

  it('leaves ordinary messages as they are', () => {
    expect(boundedMessage('Line 5: Quantity "abc" is not a number')).toBe('Line 5: Quantity "abc" is not a number');
  });

  it('cuts a message whose long value has quotes of its own', () => {
    const bounded = boundedMessage(`Line 2: Symbol "${'a"b'.repeat(100_000)}" is not a symbol`);
    expect(bounded).toMatch(/^Line 2: Symbol "a"b/);
    expect(bounded).toMatch(/…\(300,033 characters\)$/);
    expect(bounded.length).toBeLessThan(MAX_MESSAGE_CHARS + 30);
  });

  it('never splits a character in two', () => {
    expect(excerpt(`${'a'.repeat(39)}😀${'b'.repeat(10)}`)).toBe(`${'a'.repeat(39)}…(51 characters)`);
  });

  it('keeps at most a bounded number of messages, saying how many more there were', () => {
    const warnings = Array.from({ length: 5000 }, (_, index) => `warning ${index}`);
    const bounded = boundedMessages(warnings);
    expect(bounded).toHaveLength(MAX_MESSAGES_PER_IMPORT);
    expect(bounded.slice(0, 2)).toEqual(['warning 0', 'warning 1']);
    expect(bounded.at(-1)).toBe('…and 4,981 more');
  });

  it('bounds a list again as it grows, still counting what was left out', () => {
    const once = boundedMessages(Array.from({ length: 25 }, (_, index) => `warning ${index}`));
    expect(boundedMessages(once)).toEqual(once);
    expect(boundedMessages([...once, 'late 1', 'late 2']).at(-1)).toBe('…and 8 more');
    expect(boundedMessages(['a', 'b'])).toEqual(['a', 'b']);
  });
});
