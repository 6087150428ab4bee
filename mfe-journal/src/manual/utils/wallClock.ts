/** The wall clock of `instant` in `timeZone`, as a datetime-local field shows it: YYYY-MM-DDTHH:mm. */
export function wallClockOf(instant: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant (ISO 8601, UTC) a datetime-local value names in `timeZone`, or null when it is no
 * date and time. The zone's offset is read at the guessed instant and read again once moved, so
 * a time just after a clock change lands right.
 */
export function instantOfWallClock(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) instant = asUtc - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const shown = wallClockOf(new Date(instant), timeZone);
  const seconds = new Date(instant).getUTCSeconds() * 1000 + new Date(instant).getUTCMilliseconds();
  return Date.parse(`${shown}:00Z`) + seconds - instant;
}
