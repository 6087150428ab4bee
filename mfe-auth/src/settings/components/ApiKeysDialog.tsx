import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, formatDateTime, Input, Label, Spinner, useToast } from '@tj/design-system';
import type {
  ApiKeysQuery,
  CreateApiKeyMutation,
  CreateApiKeyMutationVariables,
  RevokeApiKeyMutation,
  RevokeApiKeyMutationVariables,
} from '../../__generated__/graphql';
import { API_KEYS_QUERY } from '../graphql/ApiKeysQuery';
import { CREATE_API_KEY_MUTATION } from '../graphql/CreateApiKeyMutation';
import { REVOKE_API_KEY_MUTATION } from '../graphql/RevokeApiKeyMutation';

export function ApiKeysDialog({ open, onOpenChange, timeZone }: { open: boolean; onOpenChange: (open: boolean) => void; timeZone: string }) {
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [newToken, setNewToken] = useState<string | null>(null);
  const newKey = useRef<HTMLDivElement>(null);
  // Create Key disables itself once the name is cleared: focus goes on to the key to copy.
  useEffect(() => {
    if (newToken) newKey.current?.focus();
  }, [newToken]);
  const keys = useQuery<ApiKeysQuery>(API_KEYS_QUERY, { skip: !open });
  const [create, creating] = useMutation<CreateApiKeyMutation, CreateApiKeyMutationVariables>(CREATE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'] });
  const [revoke] = useMutation<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>(REVOKE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'] });

  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      const { data } = await create({ variables: { name: name.trim() } });
      setNewToken(data?.createApiKey.token ?? null);
      setName('');
    } catch (error) {
      fail('API key not created')(error);
    }
  };

  const close = () => {
    setNewToken(null);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="API Keys"
      description="Personal tokens for the REST API: send them as Authorization: Bearer <token>.">
      {newToken && (
        <div role="status" ref={newKey} tabIndex={-1}>
          <p>Copy this key now. It will not be shown again.</p>
          <code aria-label="New API key" style={{ wordBreak: 'break-all' }}>{newToken}</code>
        </div>
      )}
      <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <div style={{ flex: 1 }}>
          <Label htmlFor="api-key-name">Key name</Label>
          <Input id="api-key-name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </div>
        <Button type="submit" loading={creating.loading} disabled={!name.trim()}>Create Key</Button>
      </form>
      {keys.loading && <Spinner label="Loading API keys..." />}
      {keys.data && keys.data.apiKeys.length === 0 && <p>No API keys yet.</p>}
      {keys.data && keys.data.apiKeys.length > 0 && (
        <ul aria-label="Your API keys" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {keys.data.apiKeys.map((key) => (
            <li key={key.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>
                <strong>{key.name}</strong> <code>{key.prefix}…</code> · created {formatDateTime(key.createdAt, { timeZone })}
                {key.lastUsedAt ? ` · last used ${formatDateTime(key.lastUsedAt, { timeZone })}` : ' · never used'}
              </span>
              <Button variant="destructive" size="sm" aria-label={`Revoke ${key.name}`}
                onClick={() => void revoke({ variables: { id: key.id } }).catch(fail('API key not revoked'))}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
