import { ComingSoon } from '@tj/design-system';

export default function AnalyticsPage() {
  return <ComingSoon title="Analytics" />;
}
