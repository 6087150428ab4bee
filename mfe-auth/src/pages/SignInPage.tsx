import { ComingSoon } from '@tj/design-system';

export default function SignInPage() {
  return <ComingSoon title="Sign In" />;
}
