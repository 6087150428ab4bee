import styled from 'styled-components';
import { ButtonLink, useShell } from '@tj/design-system';

// Both labels share one grid cell, the hidden one holding the width: when the session answers and
// the label changes, nothing beside the link moves (no layout shift).
const Labels = styled.span`
  display: inline-grid;
  > * { grid-area: 1 / 1; }
  > [aria-hidden='true'] { visibility: hidden; }
`;

const SIGN_IN = { label: 'Sign In', href: '/sign-in' };
const DASHBOARD = { label: 'Go to dashboard', href: '/dashboard' };

/** Sign In, or for a visitor already signed in, Go to dashboard (known once the page asked the server). */
export function SessionLink({ onClick }: { onClick?: () => void }) {
  const { session } = useShell();
  const [shown, other] = session.status === 'authenticated' ? [DASHBOARD, SIGN_IN] : [SIGN_IN, DASHBOARD];
  return (
    <ButtonLink variant="ghost" href={shown.href} onClick={onClick}>
      <Labels>
        <span>{shown.label}</span>
        <span aria-hidden="true">{other.label}</span>
      </Labels>
    </ButtonLink>
  );
}
