import type { Profile } from 'passport-google-oauth20';

/** What the auth service needs from a Google sign-in, read from the OpenID userinfo answer. */
export interface GoogleIdentity {
  googleId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export function googleIdentityOf(profile: Profile): GoogleIdentity {
  const json = (profile._json ?? {}) as { email_verified?: boolean | string };
  return {
    googleId: profile.id,
    email: profile.emails?.[0]?.value?.toLowerCase() ?? null,
    // Google sends a boolean; some proxies of the userinfo endpoint send the string "true".
    emailVerified: json.email_verified === true || json.email_verified === 'true',
    firstName: profile.name?.givenName?.slice(0, 100) || null,
    lastName: profile.name?.familyName?.slice(0, 100) || null,
    pictureUrl: profile.photos?.[0]?.value?.slice(0, 2048) || null,
  };
}

/** A username for a new Google account: the email's local part, cleaned to the username rules. */
export function usernameBaseOf(email: string): string {
  const cleaned = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_.-]/g, '').slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `${cleaned}trader`.slice(0, 30);
}

/** The base, then base2, base3… (kept within 30 characters): the first one free is taken. */
export function usernameCandidates(base: string, count = 50): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, index) => `${base.slice(0, 30 - String(index + 2).length)}${index + 2}`)];
}
