import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useShell, useToast } from '@tj/design-system';
import type { UpdateSettingsInput, UpdateSettingsMutation, UpdateSettingsMutationVariables } from '../../__generated__/graphql';
import { UPDATE_SETTINGS_MUTATION } from '../graphql/UpdateSettingsMutation';

/**
 * Saves one or more settings as soon as they change; the cache then shows the stored values.
 * Usage Analytics is the consent the shell's analytics follows: after saving it, the session is
 * read again, so turning it off stops analytics at once (and on starts it).
 */
export function useSaveSetting() {
  const { toast } = useToast();
  const { session } = useShell();
  const [save] = useMutation<UpdateSettingsMutation, UpdateSettingsMutationVariables>(UPDATE_SETTINGS_MUTATION);
  return useCallback(
    async (input: UpdateSettingsInput) => {
      try {
        await save({ variables: { input } });
        if (input.usageAnalytics !== undefined && input.usageAnalytics !== null) await session.refresh();
        toast({ title: 'Settings saved', variant: 'success' });
      } catch (error) {
        toast({ title: 'Settings not saved', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
    },
    [save, toast, session],
  );
}
