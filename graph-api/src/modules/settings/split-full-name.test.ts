import { describe, expect, it } from 'vitest';
import { splitFullName } from './settings.service';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Ada   King  Lovelace ', { firstName: 'Ada', lastName: 'King Lovelace' }],
    ['Ada', { firstName: 'Ada', lastName: null }],
    ['   ', { firstName: null, lastName: null }],
  ])('splits %j', (name, parts) => {
    expect(splitFullName(name)).toEqual(parts);
  });
});
