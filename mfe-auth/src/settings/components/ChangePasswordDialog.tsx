import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Label, useToast } from '@tj/design-system';
import type { ChangePasswordMutation, ChangePasswordMutationVariables } from '../../__generated__/graphql';
import { PasswordInput } from '../../auth/components/PasswordInput';
import { RESET_MESSAGES } from '../../auth/constants/messages';
import { CHANGE_PASSWORD_MUTATION } from '../graphql/ChangePasswordMutation';
import { FormError } from '../../auth/components/FormError';

const EMPTY = { current: '', next: '', confirm: '' };

export function ChangePasswordDialog({ open, onOpenChange, hasPassword }: { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean }) {
  const { toast } = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [changePassword, { loading }] = useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(CHANGE_PASSWORD_MUTATION);

  const close = () => {
    setFields(EMPTY);
    setError(null);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      fields.next !== fields.confirm ? RESET_MESSAGES.passwordsDiffer : fields.next.length < 6 ? RESET_MESSAGES.passwordShort : null;
    setError(invalid);
    if (invalid) return;
    try {
      await changePassword({ variables: { input: { currentPassword: fields.current, newPassword: fields.next } } });
      toast({ title: 'Password changed', description: 'Use your new password the next time you sign in.', variant: 'success' });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const input = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <>
      <Label htmlFor={`change-password-${name}`}>{label}</Label>
      <PasswordInput
        id={`change-password-${name}`}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setError(null);
        }}
      />
    </>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Change Password">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        {hasPassword && input('current', 'Current Password', 'current-password')}
        {input('next', 'New Password', 'new-password')}
        {input('confirm', 'Confirm New Password', 'new-password')}
        <FormError>{error}</FormError>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Change Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
