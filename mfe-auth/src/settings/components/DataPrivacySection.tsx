import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Input, Label, Select, Switch, useToast } from '@tj/design-system';
import type { DeleteAccountMutation, DeleteAccountMutationVariables, SettingsPageQuery } from '../../__generated__/graphql';
import { RETENTION } from '../constants/options';
import { dataRetentionHint } from '../constants/texts';
import { DELETE_ACCOUNT_MUTATION } from '../graphql/DeleteAccountMutation';
import { useSaveSetting } from '../hooks/useSaveSetting';
import { downloadAccountExport } from '../utils/downloadAccountExport';
import { SettingRow, SettingsSection } from './SettingsSection';

interface DataPrivacySectionProps {
  settings: SettingsPageQuery['settings'];
  username: string;
}

export function DataPrivacySection({ settings, username }: DataPrivacySectionProps) {
  const saveSetting = useSaveSetting();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleteAccount, { loading: deleting }] = useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(DELETE_ACCOUNT_MUTATION);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadAccountExport();
    } catch (error) {
      toast({ title: 'Export failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    try {
      await deleteAccount({ variables: { confirmUsername: typed } });
      // The account and its sessions are gone on the server. A page load of the landing, which says
      // so itself (a toast of this page would be lost), and leaves nothing of the account in memory.
      window.location.assign('/?account=deleted');
    } catch (error) {
      toast({ title: 'Account not deleted', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };

  return (
    <SettingsSection title="Data & Privacy">
      <SettingRow label="Data retention" htmlFor="settings-retention" hint={dataRetentionHint(settings.dataRetention)}>
        <Select id="settings-retention" options={RETENTION} value={settings.dataRetention} onChange={(event) => void saveSetting({ dataRetention: event.target.value })} />
      </SettingRow>
      <SettingRow label="Usage Analytics" hint="Share anonymous usage data to help improve the product.">
        <Switch aria-label="Usage Analytics" checked={settings.usageAnalytics} onCheckedChange={(usageAnalytics) => void saveSetting({ usageAnalytics })} />
      </SettingRow>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button variant="outline" loading={exporting} onClick={() => void exportData()}>
          Export All Data
        </Button>
        <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
          Delete Account
        </Button>
      </div>
      <Dialog
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) setTyped('');
        }}
        title="Delete Account"
        description="This removes your account and every trade, import, assessment and setting we hold for you. It cannot be undone."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={typed !== username} loading={deleting} onClick={() => void confirmDelete()}>
              Delete my account
            </Button>
          </>
        }
      >
        <Label htmlFor="delete-confirm">Type your username ({username}) to confirm</Label>
        <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </Dialog>
    </SettingsSection>
  );
}
