import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('Imports configuration', () => {
  it('reads RATE_LIMIT_IMPORTS_PER_USER as <count>/<duration>', () => {
    expect(loadConfig({ RATE_LIMIT_IMPORTS_PER_USER: '5/1h' }).imports).toEqual({ uploadsPerUser: { limit: 5, windowSeconds: 3600 } });
    expect(loadConfig({ RATE_LIMIT_IMPORTS_PER_USER: '' }).imports.uploadsPerUser).toEqual({ limit: 120, windowSeconds: 900 });
  });

  it('refuses a limit it cannot read, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_IMPORTS_PER_USER: 'many' })).toThrow(/RATE_LIMIT_IMPORTS_PER_USER/);
    expect(() => loadConfig({ RATE_LIMIT_IMPORTS_PER_USER: '0/15m' })).toThrow(/expected <count>\/<duration>/);
  });
});
