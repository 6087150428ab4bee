import { ComingSoon } from '@tj/design-system';

export default function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
