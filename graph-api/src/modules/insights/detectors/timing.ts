import { type Candidate, candidatesByKey } from '../domain/candidate';
import { formatHour } from '../domain/format';
import { type PreparedTrade, timedTrades } from '../domain/insight-trade';

/** Hours of entry and weekdays (of the exit day, as the analytics group them) with an edge or a leak. */
export function timingCandidates(trades: readonly PreparedTrade[], timeZone: string): Candidate[] {
  return [
    ...candidatesByKey(timedTrades(trades), (trade) => trade.hour, (hour) => ({
      key: `hour:${hour}`,
      kind: 'hour',
      subject: `Entries ${formatHour(hour)} (${timeZone})`,
      others: 'trades entered at other hours',
      reported: 'either',
    })),
    ...candidatesByKey(trades, (trade) => trade.weekday, (weekday) => ({
      key: `weekday:${weekday}`,
      kind: 'weekday',
      subject: `${weekday}s`,
      others: 'trades on other days',
      reported: 'either',
    })),
  ];
}
