import { describe, expect, it } from 'vitest';
import type { ShellUser } from '@tj/design-system';
import { displayName } from './displayName';

const user = (fields: Partial<ShellUser>): ShellUser => ({
  id: '1',
  username: null,
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  demo: false,
  ...fields,
});

describe('displayName (SPEC §2)', () => {
  it("says 'Loading...' while the user loads", () => {
    expect(displayName({ status: 'loading', user: null })).toBe('Loading...');
  });
  it('prefers first and last name', () => {
    expect(displayName({ status: 'authenticated', user: user({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' }) })).toBe('Ada Lovelace');
  });
  it('falls back to the first name alone', () => {
    expect(displayName({ status: 'authenticated', user: user({ firstName: 'Ada', email: 'a@b.c' }) })).toBe('Ada');
  });
  it('then to the part of the email before the @', () => {
    expect(displayName({ status: 'authenticated', user: user({ lastName: 'Lovelace', email: 'ada.l@example.com' }) })).toBe('ada.l');
  });
  it("and finally to 'Trader'", () => {
    expect(displayName({ status: 'authenticated', user: user({}) })).toBe('Trader');
    expect(displayName({ status: 'anonymous', user: null })).toBe('Trader');
  });
});
