/**
 * Every Start Free Trial goes to /sign-in (SPEC §2, Landing) opened in Create Account mode: a visitor starting a
 * trial has no account yet (issue 29).
 */
export const START_FREE_TRIAL_HREF = '/sign-in?mode=register';
