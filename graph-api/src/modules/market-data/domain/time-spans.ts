/** A half-open span of time [start, end), in epoch milliseconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** The parts of `wanted` that none of `held` covers, in time order. */
export function uncoveredSpans(wanted: TimeSpan, held: readonly TimeSpan[]): TimeSpan[] {
  const sorted = [...held].filter((span) => span.end > wanted.start && span.start < wanted.end).sort((a, b) => a.start - b.start);
  const gaps: TimeSpan[] = [];
  let cursor = wanted.start;
  for (const span of sorted) {
    if (span.start > cursor) gaps.push({ start: cursor, end: Math.min(span.start, wanted.end) });
    cursor = Math.max(cursor, span.end);
    if (cursor >= wanted.end) break;
  }
  if (cursor < wanted.end) gaps.push({ start: cursor, end: wanted.end });
  return gaps;
}
