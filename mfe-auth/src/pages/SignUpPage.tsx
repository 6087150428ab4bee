import { ComingSoon } from '@tj/design-system';

export default function SignUpPage() {
  return <ComingSoon title="Sign Up" />;
}
