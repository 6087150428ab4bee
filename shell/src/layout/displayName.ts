import type { ShellSession } from '@tj/design-system';

/** SPEC §2: first and last name, else first name, else the email's local part, else 'Trader'. */
export function displayName({ status, user }: Pick<ShellSession, 'status' | 'user'>): string {
  if (status === 'loading') return 'Loading...';
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const localPart = user?.email?.split('@')[0]?.trim();
  return localPart || 'Trader';
}
