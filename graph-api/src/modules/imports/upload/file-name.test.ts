import { describe, expect, it } from 'vitest';
import { fileNameWithin } from './file-name';

describe('fileNameWithin', () => {
  it('keeps a name that fits', () => {
    expect(fileNameWithin('ünï©ødé.csv', 255)).toBe('ünï©ødé.csv');
  });

  it('cuts a long name to the size, keeping its extension', () => {
    const cut = fileNameWithin(`${'a'.repeat(300)}.csv`, 255);
    expect(cut).toBe(`${'a'.repeat(250)}….csv`);
    expect(Array.from(cut)).toHaveLength(255);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const cut = fileNameWithin(`${'😀'.repeat(300)}.CSV`, 255);
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut.endsWith('😀….CSV')).toBe(true);
  });

  it('does not take a long tail after a dot for an extension', () => {
    expect(fileNameWithin(`trades.${'x'.repeat(300)}`, 20)).toBe(`trades.${'x'.repeat(12)}…`);
  });
});
