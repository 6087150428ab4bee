import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@tj/design-system';
import type { UpdateSettingsInput, UpdateSettingsMutation, UpdateSettingsMutationVariables } from '../../__generated__/graphql';
import { UPDATE_SETTINGS_MUTATION } from '../graphql/UpdateSettingsMutation';

/** Saves one or more settings as soon as they change; the cache then shows the stored values. */
export function useSaveSetting() {
  const { toast } = useToast();
  const [save] = useMutation<UpdateSettingsMutation, UpdateSettingsMutationVariables>(UPDATE_SETTINGS_MUTATION);
  return useCallback(
    async (input: UpdateSettingsInput) => {
      try {
        await save({ variables: { input } });
        toast({ title: 'Settings saved', variant: 'success' });
      } catch (error) {
        toast({ title: 'Settings not saved', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
    },
    [save, toast],
  );
}
