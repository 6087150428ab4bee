import { Link } from 'react-router-dom';
import { ComingSoon } from '@tj/design-system';

export function AnalyticsTestPage() {
  return (
    <main style={{ maxWidth: 800, margin: '0 auto', padding: 24 }}>
      <Link to="/">Back to Home</Link>
      <ComingSoon title="Google Analytics Testing" />
    </main>
  );
}
