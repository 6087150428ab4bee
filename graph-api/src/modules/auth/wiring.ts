import type { WiringInfra } from '../../wiring-infra';
import type { ApiKeyService } from '../api-keys';
import type { SettingsService } from '../settings';
import { emailLinksSection, passwordResetsSection, rateLimitsSection, sessionsSection, twoFactorSection } from './auth.sections';
import { AuthService } from './auth.service';
import { CallerResolver } from './caller';
import { EmailLinkService } from './email-links.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RateLimiter } from './rate-limiter';
import { SecretBox } from './secret-box';
import { SessionService } from './session.service';
import { TwoFactorService } from './two-factor.service';

/** Sign-in, sessions, two-factor and e-mail links; the limiter and the box are shared with later modules. */
export function wireAuth({ config, clock, mailer, userData, appKey }: WiringInfra, { settings, apiKeys }: { settings: SettingsService; apiKeys: ApiKeyService }) {
  const box = new SecretBox(appKey);
  const sessions = new SessionService(config.auth.session, clock);
  const limiter = new RateLimiter(clock);
  const twoFactor = new TwoFactorService(box, clock, { limiter, rule: config.auth.rateLimits.signInPerAccount });
  userData.register(sessionsSection, passwordResetsSection, emailLinksSection, twoFactorSection, rateLimitsSection);
  const hasher = new PasswordHasher(config.auth.passwordHashing);
  const emailLinks = new EmailLinkService({ config: config.auth, publicUrl: config.publicUrl, clock, limiter, mailer });
  settings.handEmailChangesTo(emailLinks);
  const auth = new AuthService({ config: config.auth, clock, hasher, sessions, limiter, twoFactor, settings, emailLinks });
  const passwordResets = new PasswordResetService({ config: config.auth, publicUrl: config.publicUrl, clock, hasher, sessions, limiter, mailer });
  return { box, limiter, callers: new CallerResolver(sessions, apiKeys), auth, passwordResets, emailLinks, twoFactor };
}
