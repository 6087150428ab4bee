import { describe, expect, it } from 'vitest';
import { CHART_TIMEFRAME_STORAGE_KEY, rememberChartTimeframe, storedChartTimeframe } from './chartTimeframe';

const memory = (value: string | null) => {
  const items = new Map<string, string>(value === null ? [] : [[CHART_TIMEFRAME_STORAGE_KEY, value]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, next: string) => void items.set(key, next), items };
};

describe('the remembered chart timeframe', () => {
  it('is 5m until one is chosen', () => {
    expect(storedChartTimeframe(memory(null))).toBe('5m');
  });

  it('reads back a stored choice', () => {
    const storage = memory(null);
    rememberChartTimeframe('4h', storage);
    expect(storage.items.get(CHART_TIMEFRAME_STORAGE_KEY)).toBe('4h');
    expect(storedChartTimeframe(storage)).toBe('4h');
  });

  it('ignores anything that is not a SPEC timeframe', () => {
    expect(storedChartTimeframe(memory('2m'))).toBe('5m');
    expect(storedChartTimeframe(memory('1D'))).toBe('5m');
  });

  it('falls back to 5m when storage refuses, and a refused write does not throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storedChartTimeframe(refusing)).toBe('5m');
    expect(() => rememberChartTimeframe('1d', refusing)).not.toThrow();
  });
});
