const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "90" or "90s", "15m", "12h", "7d" → seconds; null when the text is not such a duration. */
export function parseDurationSeconds(text: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]) * (UNIT_SECONDS[match[2] || 's'] ?? 1);
  return seconds > 0 ? seconds : null;
}
