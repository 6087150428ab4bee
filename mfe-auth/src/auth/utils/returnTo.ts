/**
 * Where to go after signing in: the page the visitor was sent from (a same-site path only, so the
 * parameter cannot be used to send someone to another site), else the dashboard.
 */
export function returnToFrom(search: string): string {
  const target = new URLSearchParams(search).get('returnTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/dashboard';
  return target;
}
