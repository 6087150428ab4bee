import { describe, expect, it } from 'vitest';
import { brokerImportMessage } from './broker-import-message';

describe('brokerImportMessage', () => {
  it('counts the trades an import stored, as SPEC §8 words it', () => {
    expect(brokerImportMessage({ executionsImported: 4, duplicatesSkipped: 1, tradesImported: 2 }, 'Alpaca')).toBe('Imported 2 trades from Alpaca');
  });

  it('says plainly that a range with no fills added nothing', () => {
    expect(brokerImportMessage({ executionsImported: 0, duplicatesSkipped: 0, tradesImported: 0 }, 'Alpaca')).toBe('Nothing new: Alpaca reported no fills in this date range');
  });

  it('says plainly that fills imported before added nothing', () => {
    expect(brokerImportMessage({ executionsImported: 0, duplicatesSkipped: 5, tradesImported: 0 }, 'Interactive Brokers')).toBe('Nothing new: all 5 fills were already imported');
  });
});
