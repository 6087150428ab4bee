import { ComingSoon } from '@tj/design-system';

export default function PsychologyPage() {
  return <ComingSoon title="Psychology" />;
}
