import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Input, Label, Spinner, useToast } from '@tj/design-system';
import type {
  BeginTwoFactorSetupMutation,
  DisableTwoFactorMutation,
  DisableTwoFactorMutationVariables,
  EnableTwoFactorMutation,
  EnableTwoFactorMutationVariables,
} from '../../__generated__/graphql';
import { BEGIN_TWO_FACTOR_SETUP_MUTATION } from '../graphql/BeginTwoFactorSetupMutation';
import { DISABLE_TWO_FACTOR_MUTATION } from '../graphql/DisableTwoFactorMutation';
import { ENABLE_TWO_FACTOR_MUTATION } from '../graphql/EnableTwoFactorMutation';
import { FormError } from '../../auth/components/FormError';

interface TwoFactorDialogProps {
  /** 'enable' shows the QR code and secret first; 'disable' asks for a current code. */
  intent: 'enable' | 'disable' | null;
  onClose: () => void;
}

export function TwoFactorDialog({ intent, onClose }: TwoFactorDialogProps) {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [begin, setup] = useMutation<BeginTwoFactorSetupMutation>(BEGIN_TWO_FACTOR_SETUP_MUTATION);
  const [enable, enabling] = useMutation<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>(ENABLE_TWO_FACTOR_MUTATION);
  const [disable, disabling] = useMutation<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>(DISABLE_TWO_FACTOR_MUTATION);

  useEffect(() => {
    if (intent === 'enable') void begin().catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [intent, begin]);

  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (intent === 'enable') await enable({ variables: { code: code.trim() } });
      else await disable({ variables: { code: code.trim() } });
      toast({ title: intent === 'enable' ? 'Two-factor authentication on' : 'Two-factor authentication off', variant: 'success' });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const secret = setup.data?.beginTwoFactorSetup;
  return (
    <Dialog open={intent !== null} onOpenChange={(open) => !open && close()} title={intent === 'disable' ? 'Turn off Two-Factor Auth' : 'Set up Two-Factor Auth'}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        {intent === 'enable' && !secret && !error && <Spinner label="Preparing your secret..." />}
        {intent === 'enable' && secret && (
          <>
            <p>Scan this code with your authenticator app, or enter the secret by hand.</p>
            <img src={secret.qrCodeDataUrl} alt="QR code for your authenticator app" width={180} height={180} />
            <code aria-label="Secret">{secret.secret}</code>
          </>
        )}
        <Label htmlFor="two-factor-code">6-digit code</Label>
        <Input id="two-factor-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => { setCode(event.target.value); setError(null); }} />
        <FormError>{error}</FormError>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={close}>Cancel</Button>
          <Button type="submit" loading={enabling.loading || disabling.loading} disabled={!/^\d{6}$/.test(code.trim())}>
            {intent === 'disable' ? 'Turn off' : 'Turn on'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
