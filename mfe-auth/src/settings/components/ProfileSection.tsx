import { useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Input, refusalOf, Select, useShell, useToast } from '@tj/design-system';
import type { ResendEmailVerificationMutation, UpdateProfileMutation, UpdateProfileMutationVariables } from '../../__generated__/graphql';
import { pendingEmailText, unverifiedEmailText } from '../constants/emailLinks';
import { timeZoneGroups, TIMEZONES } from '../constants/options';
import { RESEND_EMAIL_VERIFICATION_MUTATION } from '../graphql/ResendEmailVerificationMutation';
import { UPDATE_PROFILE_MUTATION } from '../graphql/UpdateProfileMutation';
import { SettingRow, SettingsSection } from './SettingsSection';

interface ProfileSectionProps {
  name: string;
  email: string;
  timezone: string;
  /** Whether the owner proved they read `email` (a mailed link, a password reset, or Google). */
  emailVerified: boolean;
  /** The new address a change waits on (its link mailed, not yet opened). */
  pendingEmail: string | null;
}

export function ProfileSection({ emailVerified, pendingEmail, ...initial }: ProfileSectionProps) {
  const { toast } = useToast();
  const { session } = useShell();
  const [profile, setProfile] = useState(initial);
  const zoneGroups = useMemo(() => timeZoneGroups(profile.timezone), [profile.timezone]);
  const [save, { loading }] = useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UPDATE_PROFILE_MUTATION, {
    refetchQueries: ['SettingsPage'],
  });
  const [resend, { loading: resending }] = useMutation<ResendEmailVerificationMutation>(RESEND_EMAIL_VERIFICATION_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { input: { name: profile.name.trim(), email: profile.email.trim(), timezone: profile.timezone } } });
      await session.refresh();
      const saved = data?.updateProfile;
      // A new email is not saved here: a link goes to it (the same answer whether or not it is taken).
      const waiting = saved?.pendingEmail && saved.pendingEmail !== saved.email;
      if (waiting) setProfile((current) => ({ ...current, email: saved.email }));
      toast({
        title: 'Profile updated',
        description: waiting ? `Your name and timezone are saved. ${pendingEmailText(saved.pendingEmail!, saved.email)}` : 'Your name, email and timezone are saved.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Profile not updated', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };

  const sendNewLink = async () => {
    try {
      const { data } = await resend();
      toast({ title: 'Verification link', description: data?.resendEmailVerification ?? '', variant: 'success' });
    } catch (error) {
      toast({ title: 'No link sent', description: refusalOf(error) ?? 'The link could not be sent. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <SettingsSection title="Profile">
      <form onSubmit={submit} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <SettingRow label="Full Name" htmlFor="settings-name">
          <Input id="settings-name" autoComplete="name" value={profile.name} onChange={(event) => setProfile({ ...profile, name: event.target.value })} />
        </SettingRow>
        <SettingRow label="Email" htmlFor="settings-email">
          <Input
            id="settings-email"
            type="email"
            autoComplete="email"
            aria-describedby="settings-email-status"
            value={profile.email}
            onChange={(event) => setProfile({ ...profile, email: event.target.value })}
          />
        </SettingRow>
        <div id="settings-email-status" role="status" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          {pendingEmail ? (
            <p style={{ margin: 0 }}>{pendingEmailText(pendingEmail, initial.email)}</p>
          ) : (
            !emailVerified && (
              <>
                <p style={{ margin: 0 }}>{unverifiedEmailText(initial.email)}</p>
                <Button type="button" variant="outline" size="sm" loading={resending} onClick={() => void sendNewLink()}>
                  Send a new link
                </Button>
              </>
            )
          )}
        </div>
        <SettingRow label="Timezone" htmlFor="settings-timezone">
          <Select id="settings-timezone" options={TIMEZONES} groups={zoneGroups} value={profile.timezone} onChange={(event) => setProfile({ ...profile, timezone: event.target.value })} />
        </SettingRow>
        <div>
          <Button type="submit" loading={loading}>
            Update Profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
