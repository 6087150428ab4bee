import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { externalRemoteOrigins, type RemoteRegistry } from '../infra/remotes/remote-registry';
import type { SiteAnalyticsConfig } from './site-analytics.config';
import { isStorybookPath, isUnder, STORYBOOK_PATH } from './static';

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

/**
 * Storybook runs inline scripts, and anything a story does runs with them. It is served sandboxed
 * (an opaque origin: no cookies, no storage, nothing of the app's origin readable), and it may
 * fetch only its own files: a script there cannot reach /graphql or /api, let alone as the visitor.
 * Its manager shows the stories in an iframe of iframe.html, whose parent is that opaque origin:
 * no frame-ancestors source can name it, so the preview alone may be framed (it has nothing of
 * the visitor's to lose), and every other Storybook page may not be.
 */
function storybookDirectives(publicUrl: string, framedBy: 'nobody' | 'anyone'): Directives {
  const ownFiles = `${publicUrl}${STORYBOOK_PATH}/`;
  return {
    'default-src': [ownFiles],
    'script-src': [ownFiles, "'unsafe-inline'"],
    'style-src': [ownFiles, "'unsafe-inline'"],
    'img-src': [ownFiles, 'data:', 'https:'],
    'font-src': [ownFiles, 'data:'],
    'connect-src': [ownFiles],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    sandbox: ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-downloads'],
    ...(framedBy === 'nobody' ? { 'frame-ancestors': ["'none'"] } : {}),
  };
}

/** Storybook's preview, which its manager frames: iframe.html, as Storybook's build names it. */
const isStorybookPreview = (urlPath: string) => urlPath.toLowerCase() === `${STORYBOOK_PATH}/iframe.html`;

interface PolicyOptions {
  /** X-Frame-Options: DENY, or none at all for a page that must be framed. */
  deny: boolean;
  /** Cross-Origin-Resource-Policy: who may load the files. */
  resources: 'same-origin' | 'cross-origin';
}

const withPolicy = (directives: Directives, { deny, resources }: PolicyOptions) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: deny && { action: 'deny' },
    crossOriginResourcePolicy: { policy: resources },
  });

/** The API's paths: what they answer is the caller's own, or about the caller's request. */
const isApiPath = (urlPath: string) => isUnder(urlPath, '/api') || isUnder(urlPath, '/graphql');

export function securityHeaders(remotes: RemoteRegistry, publicUrl: string, analytics?: SiteAnalyticsConfig): RequestHandler {
  const app = withPolicy(appDirectives(externalRemoteOrigins(remotes), analytics), { deny: true, resources: 'same-origin' });
  // Storybook's documents are opaque origins, so a module script, a font or the fetch of its
  // index.json is a cross-origin request: its files are public, and say so (nothing else does).
  const storybook = withPolicy(storybookDirectives(publicUrl, 'nobody'), { deny: true, resources: 'cross-origin' });
  const storybookPreview = withPolicy(storybookDirectives(publicUrl, 'anyone'), { deny: false, resources: 'cross-origin' });
  return (req, res, next) => {
    // Kept by no cache, not even the browser's, unless the route says otherwise (the demo's public
    // ticker does): an error or a redirect answering a signed-in request is as personal as its data.
    if (isApiPath(req.path)) res.setHeader('Cache-Control', 'no-store');
    if (!isStorybookPath(req.path)) return app(req, res, next);
    res.setHeader('Access-Control-Allow-Origin', '*');
    return (isStorybookPreview(req.path) ? storybookPreview : storybook)(req, res, next);
  };
}
