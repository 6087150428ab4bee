import type { ShellAnalytics } from '@tj/design-system';

/**
 * The analytics the public pages report to (Watch Demo's click). One place, so the analytics
 * service (with the visitor's consent) replaces it without touching a page. Until then it sends nothing.
 */
export const publicAnalytics: ShellAnalytics = { event: () => undefined };
