import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, Label, useToast } from '@tj/design-system';
import { requestJson } from '../../api/http';
import { TOASTS } from '../constants/messages';
import { forgotPasswordFailureToast } from '../utils/authFailureToast';
import { validateForgotEmail } from '../utils/validation';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setEmail('');
    setError(null);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateForgotEmail(email);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      await requestJson('POST', '/api/auth/forgot-password', { email: email.trim() });
      toast({ ...TOASTS.resetSent, variant: 'success' });
      close();
    } catch (failure) {
      toast(forgotPasswordFailureToast(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <form onSubmit={submit} noValidate>
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          invalid={Boolean(error)}
          aria-describedby={error ? 'forgot-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="forgot-email-error" role="alert">
            {error}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            {sending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
