import { ComingSoon } from '@tj/design-system';

// A public page (pre-rendered, no router): its links are plain links.
export function AnalyticsTestPage() {
  return (
    <main style={{ maxWidth: 800, margin: '0 auto', padding: 24 }}>
      <a href="/">Back to Home</a>
      <ComingSoon title="Google Analytics Testing" />
    </main>
  );
}
