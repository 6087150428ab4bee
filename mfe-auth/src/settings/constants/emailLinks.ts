/** What Settings says when the browser comes back from a mailed confirmation link (/settings?email=<result>). */
export const EMAIL_LINK_RESULTS: Record<string, { text: string; tone: 'success' | 'error' }> = {
  verified: { text: 'Your email address is verified.', tone: 'success' },
  changed: { text: 'Your email address is changed and verified.', tone: 'success' },
  taken: { text: 'That email address could not be used: it now belongs to another account. Your email is unchanged.', tone: 'error' },
  invalid: { text: 'This confirmation link is invalid, has expired or was already used. Ask for a new one in Profile.', tone: 'error' },
};

export const pendingEmailText = (pending: string, current: string) =>
  `We sent a confirmation link to ${pending}. Your email changes to it once you open the link; until then it stays ${current}.`;

export const unverifiedEmailText = (email: string) => `${email} is not verified yet: open the link we emailed you, or ask for a new one.`;
