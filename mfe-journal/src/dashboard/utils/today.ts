/** Today's local date (YYYY-MM-DD) in a zone: the end of the chart's ranges and the calendar's month. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
