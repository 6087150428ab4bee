import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, cssVar, formatDateTime, mediaQuery, VisuallyHidden } from '@tj/design-system';
import { NOTIFICATION_TEXTS } from '../constants/texts';
import { type NotificationItem, useNotificationList } from '../hooks/useNotificationList';

const Panel = styled.section`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 40;
  width: min(380px, calc(100vw - 32px));
  max-height: min(70vh, 520px);
  overflow-y: auto;
  padding: 12px;
  border: 1px solid ${cssVar('color', 'border')};
  border-radius: ${cssVar('radius', 'md')};
  background: ${cssVar('color', 'surfaceRaised')};
  box-shadow: ${cssVar('shadow', 'md')};
  @media ${mediaQuery.mobile} {
    position: fixed;
    top: 56px;
    right: 16px;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: ${cssVar('fontSize', 'md')};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

const Entry = styled(Link)<{ $unread: boolean }>`
  display: block;
  padding: 8px 10px;
  border-radius: ${cssVar('radius', 'sm')};
  border-left: 3px solid ${({ $unread }) => ($unread ? cssVar('color', 'primary') : 'transparent')};
  color: ${cssVar('color', 'text')};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${cssVar('color', 'surface')};
  }
  strong {
    display: block;
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  span,
  time {
    display: block;
    font-size: ${cssVar('fontSize', 'sm')};
    color: ${cssVar('color', 'textMuted')};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 8px 0;
  color: ${cssVar('color', 'textMuted')};
  font-size: ${cssVar('fontSize', 'sm')};
`;

interface NotificationPanelProps {
  id: string;
  /** Following an entry's link closes the panel. */
  onNavigate: () => void;
}

/** The bell's list: newest first, each entry marked read as it is opened; loading, empty and error states. */
export function NotificationPanel({ id, onNavigate }: NotificationPanelProps) {
  const { items, unread, timeZone, loading, failed, retry, markRead, markAllRead, markingAll } = useNotificationList(true);
  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead(item.id);
    onNavigate();
  };
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <Heading>
        <h2 id={`${id}-title`}>{NOTIFICATION_TEXTS.title}</h2>
        {unread > 0 && (
          <Button variant="outline" size="sm" loading={markingAll} onClick={markAllRead}>
            {NOTIFICATION_TEXTS.markAllRead}
          </Button>
        )}
      </Heading>
      {loading && <Note role="status">{NOTIFICATION_TEXTS.loading}</Note>}
      {failed && (
        <div role="alert">
          <Note>{NOTIFICATION_TEXTS.failed}</Note>
          <Button variant="outline" size="sm" onClick={retry}>
            {NOTIFICATION_TEXTS.retry}
          </Button>
        </div>
      )}
      {items && items.length === 0 && <Note>{NOTIFICATION_TEXTS.empty}</Note>}
      {items && items.length > 0 && (
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <Entry to={item.link} $unread={!item.readAt} onClick={() => open(item)}>
                {!item.readAt && <VisuallyHidden>{NOTIFICATION_TEXTS.unread}: </VisuallyHidden>}
                <strong>{item.title}</strong>
                <span>{item.text}</span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, { timeZone })}</time>
              </Entry>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
