import { ComingSoon } from '@tj/design-system';

export default function ImportPage() {
  return <ComingSoon title="Import Trade Center" />;
}
