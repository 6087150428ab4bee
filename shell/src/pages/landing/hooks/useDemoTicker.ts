import { useEffect, useState } from 'react';
import { parseDemoTicker, type TickerEntry } from '../utils/parseDemoTicker';

export const DEMO_TICKER_URL = '/api/demo/ticker';

/**
 * The demo journal's symbols for the hero's strip, asked for once the page is shown. A failure
 * leaves the strip empty and quiet: it is decoration, and the page must not log errors for it.
 */
export function useDemoTicker(): TickerEntry[] {
  const [entries, setEntries] = useState<TickerEntry[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(DEMO_TICKER_URL, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setEntries(parseDemoTicker(body)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return entries;
}
