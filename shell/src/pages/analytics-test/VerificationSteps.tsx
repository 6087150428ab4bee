import { Card, CardContent, CardTitle } from '@tj/design-system';

const GOOGLE_ANALYTICS_URL = 'https://analytics.google.com/';

/** How to see in Google Analytics that the events arrive. */
export function VerificationSteps({ measurementId }: { measurementId: string | null }) {
  return (
    <Card as="section" aria-labelledby="analytics-verify-title">
      <CardContent>
        <CardTitle as="h2" id="analytics-verify-title">
          How to Verify
        </CardTitle>
        <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          <li>
            Open <a href={GOOGLE_ANALYTICS_URL}>Google Analytics</a> and choose the property whose web stream has the measurement ID {measurementId ?? 'set in GA_MEASUREMENT_ID'}.
          </li>
          <li>
            In <a href={GOOGLE_ANALYTICS_URL}>Reports, Realtime</a>, the page views and the events of the buttons above appear within a minute, under their names (page_view, csv_upload_success…).
          </li>
          <li>
            In <a href={GOOGLE_ANALYTICS_URL}>Admin, DebugView</a>, each event shows its parameters (event_category, event_label, value) within seconds while the server runs with ANALYTICS_DEBUG=on.
          </li>
          <li>In your browser&apos;s developer tools, the Network tab shows a request to google-analytics.com/g/collect for each event sent.</li>
          <li>Nothing arrives while Usage Analytics is off in your Settings: that is your consent, and it is honoured.</li>
        </ol>
      </CardContent>
    </Card>
  );
}
