import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardTitle, Label, Spinner, useToast } from '@tj/design-system';
import { HttpError, isNetworkError, requestJson } from '../api/http';
import { PasswordInput } from '../auth/components/PasswordInput';
import { RESET_MESSAGES } from '../auth/constants/messages';
import { FormError } from '../auth/components/FormError';

type ResetState = { step: 'verifying' } | { step: 'invalid' } | { step: 'form'; email: string } | { step: 'complete' };

function resetFormError(password: string, confirm: string): string | null {
  if (password !== confirm) return RESET_MESSAGES.passwordsDiffer;
  if (password.length < 6) return RESET_MESSAGES.passwordShort;
  return null;
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { toast } = useToast();
  // SPEC §2: a missing token is invalid, and no call is made.
  const [state, setState] = useState<ResetState>(token ? { step: 'verifying' } : { step: 'invalid' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    requestJson<{ valid?: boolean; email?: string; message?: string }>('GET', `/api/auth/verify-reset-token/${encodeURIComponent(token)}`).then(
      (answer) => {
        if (!current) return;
        if (answer.valid) setState({ step: 'form', email: answer.email ?? '' });
        else {
          setState({ step: 'invalid' });
          toast({ title: RESET_MESSAGES.invalidTitle, description: answer.message || RESET_MESSAGES.invalidDefault, variant: 'destructive' });
        }
      },
      (failure: unknown) => {
        if (!current) return;
        setState({ step: 'invalid' });
        if (failure instanceof HttpError && failure.status < 500) {
          toast({ title: RESET_MESSAGES.invalidTitle, description: failure.body.message || RESET_MESSAGES.invalidDefault, variant: 'destructive' });
        } else {
          toast({ title: RESET_MESSAGES.errorTitle, description: RESET_MESSAGES.verifyFailed, variant: 'destructive' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [token, toast]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = resetFormError(password, confirm);
    setError(invalid);
    if (invalid || !token) return;
    setSaving(true);
    try {
      await requestJson('POST', '/api/auth/reset-password', { token, password });
      toast({ ...RESET_MESSAGES.success, variant: 'success' });
      setState({ step: 'complete' });
    } catch (failure) {
      const description = isNetworkError(failure)
        ? RESET_MESSAGES.network
        : (failure instanceof HttpError && failure.body.message) || RESET_MESSAGES.refused;
      toast({ title: RESET_MESSAGES.errorTitle, description, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <main style={{ maxWidth: 440, margin: '0 auto', padding: 24 }}>
      <Card>
        <CardContent>
          {state.step === 'verifying' && <Spinner label="Verifying reset link..." />}
          {state.step === 'invalid' && (
            <>
              <CardTitle as="h1">Invalid Reset Link</CardTitle>
              <CardDescription>{RESET_MESSAGES.invalidDefault}</CardDescription>
              <Link to="/sign-in">Back to Sign In</Link>
              <Button onClick={() => navigate('/sign-in')}>Request New Reset Link</Button>
            </>
          )}
          {state.step === 'form' && (
            <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
              <CardTitle as="h1">Reset Your Password</CardTitle>
              <CardDescription>Choose a new password for {state.email}</CardDescription>
              <Label htmlFor="new-password">New Password</Label>
              <PasswordInput id="new-password" autoComplete="new-password" required minLength={6} value={password} readOnly={saving} onChange={(event) => { setPassword(event.target.value); setError(null); }} />
              <Label htmlFor="confirm-new-password">Confirm New Password</Label>
              <PasswordInput id="confirm-new-password" autoComplete="new-password" required minLength={6} value={confirm} readOnly={saving} onChange={(event) => { setConfirm(event.target.value); setError(null); }} />
              <FormError>{error}</FormError>
              <Button type="submit" loading={saving}>Reset Password</Button>
            </form>
          )}
          {state.step === 'complete' && (
            <>
              <CardTitle as="h1">Password Reset Complete</CardTitle>
              <CardDescription>You can now sign in with your new password.</CardDescription>
              <Button onClick={() => navigate('/sign-in')}>Sign In Now</Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
