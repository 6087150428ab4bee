const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone: making one loads the zone's rules (tens of milliseconds on a phone), and
 * the dashboard asks for today on each of its renders.
 */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's local date (YYYY-MM-DD) in a zone: the end of the chart's ranges and the calendar's month. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // UTC (the zone until the trader's is known) needs no zone rules at all.
  if (timeZone === 'UTC') return now.toISOString().slice(0, 10);
  return dayFormatter(timeZone).format(now);
}
