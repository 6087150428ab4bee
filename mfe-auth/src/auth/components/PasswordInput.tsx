import { useState, type ComponentProps } from 'react';
import { Button, Input } from '@tj/design-system';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password field with a show/hide toggle that screen readers announce. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input {...props} type={visible ? 'text' : 'password'} style={{ flex: 1 }} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </div>
  );
}
