import type { SessionConsent } from './SiteAnalytics';

/**
 * GET /api/auth/user for a page outside the SPA: the signed-in user's consent, or null when nobody
 * is signed in (401). The design system's fetchCurrentUser does the same call, but its entry point
 * brings Apollo Client, which the lean public pages leave out.
 */
export async function fetchSessionConsent(fetchImpl: typeof fetch = fetch): Promise<SessionConsent> {
  const response = await fetchImpl('/api/auth/user', { credentials: 'include' });
  if (response.status === 401 || response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const { usageAnalytics } = (await response.json()) as { usageAnalytics?: boolean };
  return { usageAnalytics };
}
