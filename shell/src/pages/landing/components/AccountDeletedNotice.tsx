import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@tj/design-system';

/** The query Settings' Delete Account lands with: the landing is a page load of its own, so a toast of the app would be lost. */
export const ACCOUNT_DELETED_QUERY = 'account=deleted';
export const ACCOUNT_DELETED_TEXT = 'Your account and all your data have been removed.';

// Over the page, not in its flow: it appears after hydration and must not move what is on screen.
const Notice = styled.div`
  position: fixed;
  inset: auto 16px 16px 16px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  max-width: 560px;
  margin: 0 auto;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/**
 * After Delete Account (Settings), the landing says the account is gone. The query is dropped from
 * the address at once, so a reload or a shared link does not say it again.
 */
export function AccountDeletedNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('account') !== 'deleted') return;
    params.delete('account');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <Notice role="status">
      <span>
        <strong>Account deleted.</strong> {ACCOUNT_DELETED_TEXT}
      </span>
      <Button variant="ghost" size="sm" onClick={() => setShown(false)}>
        Dismiss
      </Button>
    </Notice>
  );
}
