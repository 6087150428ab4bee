/**
 * How long a trade was held, as the history's column shows it: '45s', '12m', '1h 05m', '3d 2h'.
 * Null while the trade is open (it has no exit).
 */
export function formatHoldTime(entryTime: string, exitTime: string | null): string | null {
  if (exitTime === null) return null;
  const seconds = Math.max(0, Math.round((Date.parse(exitTime) - Date.parse(entryTime)) / 1000));
  if (!Number.isFinite(seconds)) return null;
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${String(minutes % 60).padStart(2, '0')}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}
