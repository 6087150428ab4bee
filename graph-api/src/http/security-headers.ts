import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { externalRemoteOrigins, type RemoteRegistry } from '../modules/remotes/remote-registry';
import type { SiteAnalyticsConfig } from './site-analytics.config';
import { isStorybookPath } from './static';

type Directives = Record<string, string[]>;

/**
 * What gtag.js needs, as Google documents for Google Analytics 4 ("Use a Content Security Policy",
 * developers.google.com/tag-platform/security/guides/csp): its script, and the collection
 * endpoints it sends to. Only when a measurement id is configured.
 */
export const GOOGLE_ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

const NO_SOURCES = { script: [], img: [], connect: [] } as const;

/**
 * The app's policy: its own code, plus the code and manifests of remotes the registry places on
 * other origins, plus Google Analytics when it is on.
 */
function appDirectives(remoteOrigins: string[], analytics: SiteAnalyticsConfig | undefined): Directives {
  const google = analytics?.measurementId ? GOOGLE_ANALYTICS_SOURCES : NO_SOURCES;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...google.script],
    'connect-src': ["'self'", ...remoteOrigins, ...google.connect],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'https:', ...remoteOrigins, ...google.img],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Storybook's static build runs inline scripts and shows its stories in a same-origin iframe. */
const STORYBOOK_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const withPolicy = (directives: Directives, framing: 'deny' | 'sameorigin') =>
  helmet({ contentSecurityPolicy: { useDefaults: false, directives }, xFrameOptions: { action: framing } });

export function securityHeaders(remotes: RemoteRegistry, analytics?: SiteAnalyticsConfig): RequestHandler {
  const app = withPolicy(appDirectives(externalRemoteOrigins(remotes), analytics), 'deny');
  const storybook = withPolicy(STORYBOOK_DIRECTIVES, 'sameorigin');
  return (req, res, next) => (isStorybookPath(req.path) ? storybook : app)(req, res, next);
}
