import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { externalRemoteOrigins, type RemoteRegistry } from '../modules/remotes/remote-registry';
import { isStorybookPath } from './static';

type Directives = Record<string, string[]>;

/** The app's policy: its own code, plus the code and manifests of remotes the registry places on other origins. */
function appDirectives(remoteOrigins: string[]): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'https:', ...remoteOrigins],
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

export function securityHeaders(remotes: RemoteRegistry): RequestHandler {
  const app = withPolicy(appDirectives(externalRemoteOrigins(remotes)), 'deny');
  const storybook = withPolicy(STORYBOOK_DIRECTIVES, 'sameorigin');
  return (req, res, next) => (isStorybookPath(req.path) ? storybook : app)(req, res, next);
}
