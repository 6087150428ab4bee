import { describe, expect, it } from 'vitest';
import { accountOptions, type FilterChoices, platformOptions } from './filterChoiceOptions';

const DAS = { id: 'das_trader', name: 'DAS Trader Pro' };
const IBKR = { id: 'interactive_brokers', name: 'Interactive Brokers' };

describe("the filter bar's account and platform options", () => {
  it("offers the trader's accounts by name after 'All accounts', without platforms when there is one", () => {
    const choices: FilterChoices = { accounts: [{ name: 'MAIN', platform: 'das_trader' }, { name: 'SIDE', platform: 'das_trader' }], platforms: [DAS] };
    expect(accountOptions(choices, '')).toEqual([
      { value: '', label: 'All accounts' },
      { value: 'MAIN', label: 'MAIN' },
      { value: 'SIDE', label: 'SIDE' },
    ]);
    expect(platformOptions(choices, 'das_trader')).toEqual([
      { value: '', label: 'All platforms' },
      { value: 'das_trader', label: 'DAS Trader Pro' },
    ]);
  });

  it('says which platform each account is on when there are several; a name on two is one choice', () => {
    const choices: FilterChoices = {
      accounts: [{ name: 'MAIN', platform: 'das_trader' }, { name: 'MAIN', platform: 'interactive_brokers' }, { name: 'U123', platform: 'interactive_brokers' }],
      platforms: [DAS, IBKR],
    };
    expect(accountOptions(choices, 'U123')).toEqual([
      { value: '', label: 'All accounts' },
      { value: 'MAIN', label: 'MAIN · DAS Trader Pro, Interactive Brokers' },
      { value: 'U123', label: 'U123 · Interactive Brokers' },
    ]);
  });

  it("keeps a value that is none of the trader's (an old link) as a choice, saying it keeps no trades once the choices are known", () => {
    const choices: FilterChoices = { accounts: [{ name: 'MAIN', platform: 'das_trader' }], platforms: [DAS] };
    expect(accountOptions(choices, 'GONE')).toEqual([
      { value: '', label: 'All accounts' },
      { value: 'GONE', label: 'GONE (no trades)' },
      { value: 'MAIN', label: 'MAIN' },
    ]);
    expect(platformOptions(choices, 'schwab')[1]).toEqual({ value: 'schwab', label: 'schwab (no trades)' });
    // Before the choices arrive: the value as it is, and nothing more said.
    expect(accountOptions(undefined, 'MAIN')).toEqual([{ value: '', label: 'All accounts' }, { value: 'MAIN', label: 'MAIN' }]);
    expect(platformOptions(undefined, '')).toEqual([{ value: '', label: 'All platforms' }]);
  });
});
