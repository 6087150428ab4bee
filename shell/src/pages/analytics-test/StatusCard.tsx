import { Badge, Card, CardContent, CardTitle } from '@tj/design-system';
import type { AnalyticsStatus, Consent, TagState } from '../../site-analytics';

const CONSENT_TEXT: Record<Consent, string> = {
  pending: 'Waiting for your session: events are held until it is known.',
  granted: 'Events are sent to this property.',
  denied: 'Events are not sent: you turned Usage Analytics off in Settings.',
};

const TAG_TEXT: Record<TagState, string> = {
  'not-loaded': 'Not loaded',
  loading: 'Loading',
  loaded: 'Loaded',
  failed: 'Could not be loaded (blocked or offline)',
};

/** Whether the server configured Google Analytics, and whether this visitor's events are sent; null: not read yet (the pre-rendered page). */
export function StatusCard({ status }: { status: AnalyticsStatus | null }) {
  if (!status) {
    return (
      <Card as="section" aria-labelledby="analytics-status-title">
        <CardContent>
          <CardTitle as="h2" id="analytics-status-title" style={{ margin: 0 }}>
            Connection Status
          </CardTitle>
          <p style={{ margin: '16px 0 0' }}>Reading this page's analytics configuration…</p>
        </CardContent>
      </Card>
    );
  }
  const { measurementId, debug, consent, tag } = status;
  return (
    <Card as="section" aria-labelledby="analytics-status-title">
      <CardContent>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <CardTitle as="h2" id="analytics-status-title" style={{ margin: 0 }}>
            Connection Status
          </CardTitle>
          <Badge variant={measurementId ? 'success' : 'warning'}>{measurementId ? 'Connected' : 'Not configured'}</Badge>
        </div>
        {measurementId ? (
          <>
            <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: '16px 0' }}>
              <dt>Measurement ID</dt>
              <dd style={{ margin: 0 }}>{measurementId}</dd>
              <dt>Google tag</dt>
              <dd style={{ margin: 0 }}>{TAG_TEXT[tag]}</dd>
              <dt>Debug mode</dt>
              <dd style={{ margin: 0 }}>{debug ? 'On: the start-up burst is sent' : 'Off'}</dd>
            </dl>
            <p style={{ margin: 0 }}>{CONSENT_TEXT[consent]}</p>
          </>
        ) : (
          <p style={{ margin: '16px 0 0' }}>GA_MEASUREMENT_ID is not set on the server, so no events are sent. The buttons below still log what they would send.</p>
        )}
      </CardContent>
    </Card>
  );
}
