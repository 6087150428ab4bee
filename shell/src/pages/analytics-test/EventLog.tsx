import { Button, Card, CardContent, CardTitle } from '@tj/design-system';
import type { Tracked } from '../../site-analytics';
import { DELIVERY_TEXT, EMPTY_LOG, logTime, paramsText } from './logLine';

export interface LogEntry {
  id: number;
  time: Date;
  tracked: Tracked;
}

/** Each event the buttons sent, oldest first, announced as it arrives. */
export function EventLog({ entries, onClear }: { entries: LogEntry[]; onClear(): void }) {
  return (
    <Card as="section" aria-labelledby="analytics-log-title">
      <CardContent>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <CardTitle as="h2" id="analytics-log-title" style={{ margin: 0 }}>
            Event Log
          </CardTitle>
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear Log
          </Button>
        </div>
        <div role="log" aria-label="Event log" style={{ marginTop: 16 }}>
          {entries.length === 0 ? (
            <p style={{ margin: 0 }}>{EMPTY_LOG}</p>
          ) : (
            <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8, fontFamily: 'ui-monospace, Menlo, monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
              {entries.map(({ id, time, tracked }) => (
                <li key={id}>
                  <time dateTime={time.toISOString()}>{logTime(time)}</time> <strong>{tracked.name}</strong> {paramsText(tracked.params)} — {DELIVERY_TEXT[tracked.delivery]}
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
