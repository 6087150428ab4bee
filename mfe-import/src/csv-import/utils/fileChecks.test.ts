import { describe, expect, it } from 'vitest';
import { fileRejections, formatFileSize } from './fileChecks';

const MB = 1024 * 1024;
const file = (name: string, size = 100, type = 'text/csv') => ({ name, size, type });

describe('file checks (SPEC §5 and §8)', () => {
  it('accepts one CSV under 10 MB', () => {
    expect(fileRejections([file('trades.csv')])).toEqual([]);
  });

  it('accepts the .csv extension in any case, whatever type the browser reports', () => {
    expect(fileRejections([file('Trades.CSV', 100, 'application/vnd.ms-excel')])).toEqual([]);
    expect(fileRejections([file('trades.csv', 100, '')])).toEqual([]);
  });

  it('needs a file', () => {
    expect(fileRejections([])).toEqual(['No file provided']);
  });

  it('takes one file only', () => {
    expect(fileRejections([file('a.csv'), file('b.csv')])).toEqual(['Too many files']);
  });

  it('refuses other types with the drop zone message', () => {
    expect(fileRejections([file('trades.xlsx', 100, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')])).toEqual([
      'File type must be text/csv, .csv',
    ]);
  });

  it('refuses files over the limit with the drop zone message, together with a wrong type', () => {
    expect(fileRejections([file('big.csv', 10 * MB + 1)])).toEqual([`File is larger than ${10 * MB} bytes`]);
    expect(fileRejections([file('big.pdf', 11 * MB, 'application/pdf')])).toEqual(['File type must be text/csv, .csv', `File is larger than ${10 * MB} bytes`]);
  });

  it('applies the CSV rules of SPEC §5 to what the drop zone lets through', () => {
    expect(fileRejections([file('export', 100, 'text/csv')])).toEqual(['Only CSV files are supported']);
    expect(fileRejections([file('exactly.csv', 10 * MB)])).toEqual(['File size must be less than 10MB']);
  });

  it('takes an Interactive Brokers Flex Query saved as XML when Interactive Brokers is chosen, with the same size rules', () => {
    expect(fileRejections([file('flex.xml', 100, 'text/xml')], 'interactive_brokers')).toEqual([]);
    expect(fileRejections([file('Flex.XML', 100, '')], 'interactive_brokers')).toEqual([]);
    expect(fileRejections([file('trades.csv')], 'interactive_brokers')).toEqual([]);
    expect(fileRejections([file('flex.xml', 10 * MB, 'application/xml')], 'interactive_brokers')).toEqual(['File size must be less than 10MB']);
    expect(fileRejections([file('trades.pdf', 100, 'application/pdf')], 'interactive_brokers')).toEqual(['File type must be text/csv, .csv, text/xml, application/xml, .xml']);
  });

  it('refuses XML for another platform or Auto-detect, saying how it can be uploaded', () => {
    const hint = 'An Interactive Brokers Flex Query saved as XML can be uploaded: choose Interactive Brokers as the platform first.';
    expect(fileRejections([file('flex.xml', 100, 'text/xml')])).toEqual(['File type must be text/csv, .csv', hint]);
    expect(fileRejections([file('flex.xml', 100, 'text/csv')], 'webull')).toEqual(['Only CSV files are supported', hint]);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(96)).toBe('96 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * MB)).toBe('2.5 MB');
  });
});
