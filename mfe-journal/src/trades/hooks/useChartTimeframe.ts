import { useState } from 'react';
import { type ChartTimeframe, rememberChartTimeframe, storedChartTimeframe } from '../utils/chartTimeframe';

/** The chart's timeframe: read from session storage when the dialog opens, written back on each change. */
export function useChartTimeframe() {
  const [timeframe, setTimeframe] = useState<ChartTimeframe>(() => storedChartTimeframe());
  const choose = (next: ChartTimeframe) => {
    rememberChartTimeframe(next);
    setTimeframe(next);
  };
  return { timeframe, choose };
}
