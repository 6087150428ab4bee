import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Card, CardContent, CardTitle, Input, Label, SITE_EVENTS, Tabs, useShell, useToast } from '@tj/design-system';
import { requestJson, HttpError } from '../api/http';
import { ForgotPasswordDialog } from '../auth/components/ForgotPasswordDialog';
import { GoogleButton } from '../auth/components/GoogleButton';
import { PasswordInput } from '../auth/components/PasswordInput';
import { TrustBadges } from '../auth/components/TrustBadges';
import { SIGN_UP_MESSAGES, TOASTS } from '../auth/constants/messages';
import { useSignedInRedirect } from '../auth/hooks/useSignedInRedirect';
import { authFailureToast } from '../auth/utils/authFailureToast';
import { returnToFrom } from '../auth/utils/returnTo';
import { validateLogin, validateRegister, type FieldErrors, type RegisterFields } from '../auth/utils/validation';
import { FormError } from '../auth/components/FormError';

type Mode = 'login' | 'register';
type Fields = RegisterFields & { usernameOrEmail: string; totpCode: string };

const EMPTY: Fields = { usernameOrEmail: '', password: '', username: '', email: '', firstName: '', lastName: '', totpCode: '' };
const POST_LOGIN_DELAY_MS = 1000;

export default function SignInPage() {
  const { toast } = useToast();
  const { analytics } = useShell();
  const { search } = useLocation();
  const redirect = useSignedInRedirect(POST_LOGIN_DELAY_MS);
  // Start Free Trial links here with ?mode=register: a new trader lands on Create Account (issue 29).
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'login'));
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const [needsCode, setNeedsCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  // The Google callback comes back here with ?error=google_failed when the provider refused, and with
  // ?error=google_account_unverified when its address is an account's that was never verified.
  useEffect(() => {
    const error = new URLSearchParams(search).get('error');
    if (error === 'google_failed') {
      toast({ title: TOASTS.authFailed, description: SIGN_UP_MESSAGES.googleFailed, variant: 'destructive' });
    } else if (error === 'google_account_unverified') {
      toast({ title: TOASTS.authFailed, description: SIGN_UP_MESSAGES.googleAccountUnverified, variant: 'destructive' });
    }
  }, [search, toast]);

  // SPEC §2: switching between Sign In and Create Account clears all fields.
  const switchMode = (next: string) => {
    setMode(next as Mode);
    setFields(EMPTY);
    setErrors({});
    setNeedsCode(false);
  };

  const field = (name: keyof Fields) => ({
    id: `sign-in-${name}`,
    name,
    value: fields[name],
    // Read-only, not disabled: Enter in a field keeps the focus there while the request runs.
    readOnly: submitting,
    invalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `sign-in-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const fieldError = (name: keyof Fields) => <FormError id={`sign-in-${name}-error`}>{errors[name]}</FormError>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = mode === 'login' ? validateLogin(fields) : validateRegister(fields);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      if (mode === 'login') {
        await requestJson('POST', '/api/auth/login', {
          usernameOrEmail: fields.usernameOrEmail.trim(),
          password: fields.password,
          ...(needsCode ? { totpCode: fields.totpCode.trim() } : {}),
        });
        toast({ ...TOASTS.signedIn, variant: 'success' });
      } else {
        analytics.event(SITE_EVENTS.signupAttempt('sign_in_page'));
        const { username, email, password, firstName, lastName } = fields;
        await requestJson('POST', '/api/auth/register', { username: username.trim(), email: email.trim(), password, firstName, lastName });
        toast({ ...TOASTS.registered, variant: 'success' });
      }
      await redirect();
      // After the session was read again: the event follows the signed-in user's consent.
      if (mode === 'login') analytics.event(SITE_EVENTS.loginSuccess('password'));
    } catch (failure) {
      if (failure instanceof HttpError && failure.body.error === 'totp_required') {
        setNeedsCode(true);
        toast({ title: 'Two-factor authentication', description: failure.body.message, variant: 'default' });
      } else {
        toast(authFailureToast(failure));
      }
      setSubmitting(false);
    }
  };

  const form = (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
      {mode === 'login' ? (
        <>
          <Label htmlFor="sign-in-usernameOrEmail">Username or Email</Label>
          <Input {...field('usernameOrEmail')} autoComplete="username" />
          {fieldError('usernameOrEmail')}
        </>
      ) : (
        <>
          <Label htmlFor="sign-in-username">Username</Label>
          <Input {...field('username')} autoComplete="username" />
          {fieldError('username')}
          <Label htmlFor="sign-in-email">Email</Label>
          <Input {...field('email')} type="email" autoComplete="email" />
          {fieldError('email')}
          <Label htmlFor="sign-in-firstName">First Name</Label>
          <Input {...field('firstName')} autoComplete="given-name" />
          <Label htmlFor="sign-in-lastName">Last Name</Label>
          <Input {...field('lastName')} autoComplete="family-name" />
        </>
      )}
      <Label htmlFor="sign-in-password">Password</Label>
      <PasswordInput {...field('password')} autoComplete={mode === 'login' ? 'current-password' : 'new-password'} />
      {fieldError('password')}
      {needsCode && (
        <>
          <Label htmlFor="sign-in-totpCode">Authentication Code</Label>
          <Input {...field('totpCode')} inputMode="numeric" autoComplete="one-time-code" />
        </>
      )}
      {mode === 'login' && (
        <Button variant="ghost" size="sm" onClick={() => setForgotOpen(true)}>
          Forgot Password?
        </Button>
      )}
      <Button type="submit" loading={submitting} fullWidth>
        {submitting ? 'Processing...' : mode === 'login' ? 'Sign In' : 'Create Account'}
      </Button>
    </form>
  );

  return (
    <main style={{ maxWidth: 440, margin: '0 auto', padding: 24 }}>
      <Link to="/">Back to Home</Link>
      <Card style={{ marginTop: 16 }}>
        <CardContent>
          <CardTitle as="h1">{mode === 'login' ? 'Sign In' : 'Create Account'}</CardTitle>
          <Tabs
            aria-label="Sign in or create an account"
            value={mode}
            onValueChange={switchMode}
            items={[
              { id: 'login', label: 'Sign In', content: mode === 'login' ? form : null },
              { id: 'register', label: 'Create Account', content: mode === 'register' ? form : null },
            ]}
          />
          <div style={{ display: 'grid', gap: 12, marginTop: 12 }}>
            <GoogleButton label="Continue with Google" returnTo={returnToFrom(search)} onNavigate={() => analytics.event(SITE_EVENTS.googleAuthAttempt('sign_in_page'))} />
            <TrustBadges />
          </div>
        </CardContent>
      </Card>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </main>
  );
}
