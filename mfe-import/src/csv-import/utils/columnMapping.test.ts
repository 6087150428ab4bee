import { describe, expect, it } from 'vitest';
import { initialMappingDraft, mappingOf } from './columnMapping';

describe('generic CSV column mapping', () => {
  it('starts from the applied mapping, else the suggestion, else nothing', () => {
    expect(initialMappingDraft(null, { symbol: 'Ticker', price: null })).toMatchObject({ symbol: 'Ticker', price: '', date: '' });
    const applied = { date: 'When', symbol: 'Sym', side: 'B/S', quantity: 'Qty', price: 'Px' };
    expect(initialMappingDraft(applied, { symbol: 'Ticker' })).toMatchObject({ symbol: 'Sym', time: '' });
    expect(Object.values(initialMappingDraft(null, null)).every((column) => column === '')).toBe(true);
  });

  it('names the required fields left without a column', () => {
    const draft = initialMappingDraft(null, { symbol: 'Ticker', side: 'Action' });
    expect(mappingOf(draft)).toEqual({ missing: ['date', 'quantity', 'price'] });
  });

  it('sends optional fields without a column as null', () => {
    const draft = { ...initialMappingDraft(null, null), date: 'When', symbol: 'Ticker', side: 'Action', quantity: 'Shares', price: 'Fill', fees: 'Fee' };
    expect(mappingOf(draft)).toEqual({
      mapping: { date: 'When', symbol: 'Ticker', side: 'Action', quantity: 'Shares', price: 'Fill', time: null, commission: null, fees: 'Fee', account: null, executionId: null, exitDate: null, exitTime: null, exitPrice: null },
    });
  });

  it('asks a whole-trade file for both its exit date and exit price', () => {
    const fills = { ...initialMappingDraft(null, null), date: 'Opened', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Entry' };
    expect(mappingOf({ ...fills, exitPrice: 'Exit' })).toEqual({ missing: ['exitDate'] });
    expect(mappingOf({ ...fills, exitTime: 'Exit Time' })).toEqual({ missing: ['exitDate', 'exitPrice'] });
    expect(mappingOf({ ...fills, exitDate: 'Closed', exitPrice: 'Exit' })).toMatchObject({ mapping: { exitDate: 'Closed', exitTime: null, exitPrice: 'Exit' } });
  });
});
