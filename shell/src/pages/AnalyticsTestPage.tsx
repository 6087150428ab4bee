import { useRef, useState } from 'react';
import { Button, Card, CardContent, CardTitle } from '@tj/design-system';
import { browserSiteAnalytics, type SiteAnalytics, useAnalyticsStatus } from '../site-analytics';
import { EventLog, type LogEntry } from './analytics-test/EventLog';
import { StatusCard } from './analytics-test/StatusCard';
import { TEST_BUTTONS } from './analytics-test/testEvents';
import { VerificationSteps } from './analytics-test/VerificationSteps';

interface AnalyticsTestPageProps {
  analytics?: SiteAnalytics;
  now?: () => Date;
}

/**
 * SPEC §2 /analytics-test: send each event the site sends and see what became of it. No router
 * and no GraphQL: it is also one of the pre-rendered public pages.
 */
export function AnalyticsTestPage({ analytics: given, now = () => new Date() }: AnalyticsTestPageProps) {
  const analytics = given ?? browserSiteAnalytics();
  const status = useAnalyticsStatus(analytics);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);

  const send = (button: (typeof TEST_BUTTONS)[number]) => {
    if (!analytics) return;
    const entry = { id: nextId.current++, time: now(), tracked: button.send(analytics) };
    setEntries((current) => [...current, entry]);
  };

  return (
    <main style={{ maxWidth: 800, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <a href="/">Back to Home</a>
      <header>
        <h1 style={{ margin: 0 }}>Google Analytics Testing</h1>
        <p>Send each event this site sends to Google Analytics, and see whether it left.</p>
      </header>
      <StatusCard status={status} />
      <Card as="section" aria-labelledby="analytics-events-title">
        <CardContent>
          <CardTitle as="h2" id="analytics-events-title">
            Test Events
          </CardTitle>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}>
            {TEST_BUTTONS.map((button) => (
              <Button key={button.name} variant="outline" onClick={() => send(button)}>
                {button.name}
              </Button>
            ))}
          </div>
        </CardContent>
      </Card>
      <EventLog entries={entries} onClear={() => setEntries([])} />
      <VerificationSteps measurementId={status?.measurementId ?? null} />
    </main>
  );
}
