import { ComingSoon } from '@tj/design-system';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
