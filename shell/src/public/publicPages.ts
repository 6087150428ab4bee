import type { ComponentType } from 'react';
import { AnalyticsTestPage } from '../pages/AnalyticsTestPage';
import { LandingPage } from '../pages/LandingPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import type { ShellRoutePath } from '../routes/routeTable';

export interface PublicPage {
  Page: ComponentType;
  /** The document's <title>. */
  title: string;
  /** The document's meta description (search results, link previews). */
  description: string;
}

/**
 * The shell's own pages, one per path of the route table's shellRoutes. The build pre-renders each
 * to static HTML that a lean bundle hydrates (no router, no GraphQL client, no remote); the app
 * draws them itself only when it is served at their paths (its dev server).
 */
export const publicPages: Record<ShellRoutePath, PublicPage> = {
  '/': {
    Page: LandingPage,
    title: 'AI Trading Journal - Advanced Trading Analytics',
    description:
      'Import your trades from 9 platforms, see what makes and loses you money with analytics that show their evidence, and get a Play Book built from your own trading.',
  },
  '/privacy-policy': {
    Page: PrivacyPolicyPage,
    title: 'Privacy Policy - AI Trading Journal',
    description: 'What the AI Trading Journal collects, why, how long it keeps it and your rights over it.',
  },
  '/analytics-test': {
    Page: AnalyticsTestPage,
    title: 'Google Analytics Testing - AI Trading Journal',
    description: 'Send test events to the analytics service and see them logged.',
  },
};

export const publicPaths = Object.keys(publicPages) as ShellRoutePath[];

export function isPublicPath(path: string): path is ShellRoutePath {
  return Object.hasOwn(publicPages, path);
}

/** The file a public page is pre-rendered to: / is index.html, /privacy-policy is privacy-policy.html. */
export function publicPageFile(path: ShellRoutePath): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
