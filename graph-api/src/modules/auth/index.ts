// The public entry of modules/auth: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { EmailLink } from './email-link.entity';
import { googleRoutes } from './google.routes';
import { OAuthState } from './oauth-state.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { RateLimitCounter } from './rate-limit-counter.entity';
import { Session } from './session.entity';
import { TwoFactor } from './two-factor.entity';
import { wireAuth } from './wiring';

export const authModule = {
  name: 'auth',
  entities: [Session, PasswordResetToken, EmailLink, RateLimitCounter, TwoFactor, OAuthState],
  resolvers: [AuthResolver],
  mount: ({ config, services: { auth, twoFactor, passwordResets, emailLinks, callers, clock } }) => ({
    resolvers: [new AuthResolver(auth, twoFactor)],
    routes: [
      authRoutes({ auth, passwordResets, emailLinks, callers, googleEnabled: config.auth.google !== null }),
      googleRoutes({ google: config.auth.google, publicUrl: config.publicUrl, auth, clock }),
    ],
  }),
  services: serviceWiring(wireAuth, { settings: true, apiKeys: true }),
} satisfies ApiModule;

// What other modules may use.
export { DEMO_READ_ONLY_MESSAGE, SESSION_ONLY, type Caller } from './access';
export { authConfigFrom, authEnvShape, rateLimit, type AuthConfig, type RateLimitRule } from './auth.config';
export { emailSchema } from './auth.schemas';
export { emailLinksSection, passwordResetsSection, rateLimitsSection, sessionsSection, twoFactorSection } from './auth.sections';
export { AuthService } from './auth.service';
export { AccountView } from './auth.types';
export { callerOfRequest, CallerResolver, requireUser } from './caller';
export { clientInfoOf } from './client-info';
export { clientNetworkOf } from './client-network';
export { EmailLinkService } from './email-links.service';
export { PasswordHasher } from './password-hasher';
export { PasswordResetService } from './password-reset.service';
export { RateLimiter, refuseWhenLimited } from './rate-limiter';
export { loadEncryptionKey, SecretBox } from './secret-box';
export { clearSessionCookie, cookieOptions, readCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';
export { SessionService, type ClientInfo, type StartedSession } from './session.service';
export { randomToken, sha256Hex } from './tokens';
export { TwoFactorService } from './two-factor.service';
export { refuseWritesOfReadOnlyCallers } from './read-only-callers';
export { sameOriginGuard } from './same-origin';
