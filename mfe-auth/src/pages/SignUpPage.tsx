import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardTitle, Input, Label, SITE_EVENTS, useShell, useToast } from '@tj/design-system';
import { HttpError, requestJson } from '../api/http';
import { GoogleButton } from '../auth/components/GoogleButton';
import { PasswordInput } from '../auth/components/PasswordInput';
import { SIGN_UP_MESSAGES, TOASTS } from '../auth/constants/messages';
import { useSignedInRedirect } from '../auth/hooks/useSignedInRedirect';
import { firstSignUpError, type SignUpFields } from '../auth/utils/validation';
import { FormError } from '../auth/components/FormError';

const EMPTY: SignUpFields = { username: '', email: '', password: '', confirmPassword: '', agreeToTerms: false };
const REDIRECT_DELAY_MS = 2000;

export default function SignUpPage() {
  const { toast } = useToast();
  const { analytics } = useShell();
  const redirect = useSignedInRedirect(REDIRECT_DELAY_MS);
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);

  // SPEC §2: editing any field clears the current error.
  const update = <K extends keyof SignUpFields>(name: K, value: SignUpFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstSignUpError(fields, SIGN_UP_MESSAGES);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    analytics.event(SITE_EVENTS.signupAttempt('sign_up_page'));
    try {
      await requestJson('POST', '/api/auth/register', {
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        firstName: '',
        lastName: '',
      });
      setCreated(true);
      toast({ ...TOASTS.registered, variant: 'success' });
      await redirect();
    } catch (failure) {
      setError(failure instanceof HttpError && failure.body.message ? failure.body.message : SIGN_UP_MESSAGES.failed);
      setSubmitting(false);
    }
  };

  if (created) {
    return (
      <main style={{ maxWidth: 440, margin: '0 auto', padding: 24 }}>
        <Card role="status">
          <CardContent>
            <CardTitle as="h1">Account Created Successfully</CardTitle>
            <CardDescription>You are signed in. Taking you to your dashboard...</CardDescription>
          </CardContent>
        </Card>
      </main>
    );
  }

  const input = (name: 'username' | 'email', label: string, type = 'text') => (
    <>
      <Label htmlFor={`sign-up-${name}`}>{label}</Label>
      <Input id={`sign-up-${name}`} type={type} value={fields[name]} readOnly={submitting} onChange={(event) => update(name, event.target.value)} />
    </>
  );

  return (
    <main style={{ maxWidth: 440, margin: '0 auto', padding: 24 }}>
      <nav style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Link to="/">Back to Home</Link>
        <Link to="/sign-in">Already have an account? Sign In</Link>
      </nav>
      <Card style={{ marginTop: 16 }}>
        <CardContent>
          <CardTitle as="h1">Create Your Account</CardTitle>
          <CardDescription>Start your 14-day free trial. No credit card required.</CardDescription>
          <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
            {input('username', 'Username')}
            {input('email', 'Email', 'email')}
            <Label htmlFor="sign-up-password">Password</Label>
            <PasswordInput id="sign-up-password" autoComplete="new-password" value={fields.password} readOnly={submitting} onChange={(event) => update('password', event.target.value)} />
            <Label htmlFor="sign-up-confirmPassword">Confirm Password</Label>
            <PasswordInput
              id="sign-up-confirmPassword"
              autoComplete="new-password"
              value={fields.confirmPassword}
              readOnly={submitting}
              onChange={(event) => update('confirmPassword', event.target.value)}
            />
            <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={fields.agreeToTerms}
                aria-disabled={submitting || undefined}
                onChange={(event) => {
                  if (!submitting) update('agreeToTerms', event.target.checked);
                }}
              />
              <span>
                I agree to the Terms of Service and <Link to="/privacy-policy">Privacy Policy</Link>
              </span>
            </label>
            <FormError>{error}</FormError>
            <Button type="submit" loading={submitting} fullWidth>
              {submitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          </form>
          <div style={{ marginTop: 12 }}>
            <GoogleButton label="Sign up with Google" onNavigate={() => analytics.event(SITE_EVENTS.googleAuthAttempt('sign_up_page'))} />
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
