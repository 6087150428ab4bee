import { describe, expect, it } from 'vitest';
import { returnToFrom } from './returnTo';

describe('returnToFrom', () => {
  it('returns to the page asked for', () => {
    expect(returnToFrom('?returnTo=%2Fhistory%3Fsearch%3DAAPL')).toBe('/history?search=AAPL');
  });
  it('never leaves the site', () => {
    expect(returnToFrom('?returnTo=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnToFrom('?returnTo=%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnToFrom('?returnTo=%2F%5Cevil.example')).toBe('/dashboard');
  });
  it('defaults to the dashboard', () => {
    expect(returnToFrom('')).toBe('/dashboard');
  });
});
