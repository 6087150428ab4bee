import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { cssVar, ErrorPanel, ianaZoneOf, LoadingStatus } from '@tj/design-system';
import type { SettingsPageQuery } from '../__generated__/graphql';
import { DataPrivacySection } from '../settings/components/DataPrivacySection';
import { NotificationsSection } from '../settings/components/NotificationsSection';
import { ProfileSection } from '../settings/components/ProfileSection';
import { SecuritySection } from '../settings/components/SecuritySection';
import { TradingSection } from '../settings/components/TradingSection';
import { EMAIL_LINK_RESULTS } from '../settings/constants/emailLinks';
import { SETTINGS_PAGE_QUERY } from '../settings/graphql/SettingsPageQuery';

export default function SettingsPage() {
  const { data, loading, error, refetch } = useQuery<SettingsPageQuery>(SETTINGS_PAGE_QUERY);
  // Back from a mailed confirmation link: what it did (GET /api/auth/confirm-email).
  const linkResult = EMAIL_LINK_RESULTS[new URLSearchParams(useLocation().search).get('email') ?? ''];

  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 880 }}>
      <header>
        <h1 style={{ margin: 0 }}>Settings</h1>
        <p>Customize your trading journal experience</p>
      </header>
      {linkResult && (
        <p role="status" style={{ margin: 0, fontWeight: 600, color: cssVar('color', linkResult.tone === 'success' ? 'success' : 'destructive') }}>
          {linkResult.text}
        </p>
      )}
      {loading && !data && <LoadingStatus label="Loading settings" blocks={[180, 180]} />}
      {error && !data && <ErrorPanel title="Settings could not be loaded" message={error.message} onRetry={() => void refetch()} />}
      {data && (
        <>
          <ProfileSection
            name={[data.me.firstName, data.me.lastName].filter(Boolean).join(' ')}
            email={data.me.email}
            emailVerified={data.me.emailVerified}
            pendingEmail={data.me.pendingEmail}
            timezone={data.settings.timezone}
          />
          <TradingSection settings={data.settings} />
          <NotificationsSection settings={data.settings} />
          <DataPrivacySection settings={data.settings} username={data.me.username} />
          <SecuritySection account={data.me} timeZone={ianaZoneOf(data.settings.timezone)} />
        </>
      )}
    </div>
  );
}
