import { useState, type FormEvent } from 'react';
import { Button, cssVar, Input, Label, Select } from '@tj/design-system';
import type { BrokerCredentialsInput } from '../../__generated__/graphql';
import { ACTION_LABELS } from '../constants/texts';
import type { Broker } from '../utils/brokerSelection';
import { credentialsToSend, type CredentialValues, missingCredentials } from '../utils/credentials';

interface CredentialsFormProps {
  broker: Broker;
  importing: boolean;
  /** Resolves to whether the import worked; the typed secrets are then cleared. */
  onConnect: (credentials: BrokerCredentialsInput | null) => Promise<boolean>;
}

/** SPEC §3: the broker's credentials form (keys, secrets and tokens masked) and Connect API. */
export function CredentialsForm({ broker, importing, onConnect }: CredentialsFormProps) {
  const fields = broker.credentialFields;
  const initial = (): CredentialValues => Object.fromEntries(fields.map((field) => [field.name, field.options[0] ?? '']));
  const [values, setValues] = useState<CredentialValues>(initial);
  const [missing, setMissing] = useState<string[]>([]);
  const fieldId = (name: string) => `credentials-${broker.id}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const absent = missingCredentials(broker, values);
    setMissing(absent);
    if (absent.length > 0) return;
    if (await onConnect(credentialsToSend(broker, values))) setValues(initial());
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${broker.name} API credentials`} style={{ display: 'grid', gap: 12 }}>
      {broker.connected && fields.length > 0 && (
        <p style={{ margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>
          Credentials are stored for {broker.name}: leave the fields empty to use them, or enter new ones.
        </p>
      )}
      {fields.map((field) => {
        const id = fieldId(field.name);
        const isMissing = missing.includes(field.name);
        return (
          <div key={field.name}>
            <Label htmlFor={id}>{field.label}</Label>
            {field.name === 'baseUrl' ? (
              <Select
                id={id}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                options={field.options.map((option) => ({ value: option, label: option }))}
                disabled={importing}
              />
            ) : (
              <Input
                id={id}
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={field.placeholder ?? undefined}
                value={values[field.name] ?? ''}
                required={field.required && !broker.connected}
                invalid={isMissing}
                aria-describedby={isMissing ? `${id}-error` : undefined}
                disabled={importing}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  setMissing((current) => current.filter((name) => name !== field.name));
                }}
              />
            )}
            {isMissing && (
              <p id={`${id}-error`} role="alert" style={{ margin: '4px 0 0', color: cssVar('color', 'destructive'), fontSize: '0.875rem' }}>
                {field.label} is required
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button type="submit" loading={importing}>
          {ACTION_LABELS.api}
        </Button>
      </div>
    </form>
  );
}
