import { formatDate, formatDateTime } from '@tj/design-system';
import { TIME_NOT_GIVEN } from '../constants/texts';
import type { TradeRow } from './tradeRow';

/**
 * The importers put a date-only fill at a New York time of its trade date (docs/importing.md, "time
 * not given"): its date is read there, so a trader far from New York still sees the broker's date.
 */
const PLACEHOLDER_ZONE = 'America/New_York';

/**
 * An entry or exit time of a trade as the lists and the trade dialog show it: the date and time in
 * the trader's zone, or, when the file gave no time, the date with "time not given" in place of the
 * placeholder time ('Dec 2, 2024 · time not given').
 */
export function formatTradeMoment(value: string, trade: Pick<TradeRow, 'timeGiven'>, { timeZone, withSeconds = false }: { timeZone: string; withSeconds?: boolean }): string {
  if (!trade.timeGiven) return `${formatDate(value, { timeZone: PLACEHOLDER_ZONE })} · ${TIME_NOT_GIVEN}`;
  return formatDateTime(value, { timeZone, withSeconds });
}
