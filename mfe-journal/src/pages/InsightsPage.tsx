import { ComingSoon } from '@tj/design-system';

export default function InsightsPage() {
  return <ComingSoon title="AI Insights" />;
}
