import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '@tj/design-system/testing';
import { NotificationBell } from './NotificationBell';

interface Item {
  id: string;
  kind: 'INSIGHT' | 'RISK_BREACH' | 'REPORT';
  title: string;
  text: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** A server holding the trader's notifications: the count, the list and the marks act on them. */
function notificationServer(items: Item[], { failList = false } = {}) {
  const unread = () => items.filter(({ readAt }) => !readAt).length;
  return {
    items,
    handlers: {
      UnreadNotificationCount: () => ({ data: { unreadNotificationCount: unread() } }),
      Notifications: () => {
        if (failList) throw new Error('offline');
        return { data: { notifications: { __typename: 'NotificationCentre', unreadCount: unread(), items: items.map((item) => ({ __typename: 'Notification', ...item })) }, settings: { __typename: 'UserSettings', timezone: 'utc' } } };
      },
      MarkNotificationRead: ({ id }: Record<string, unknown>) => {
        const item = items.find((entry) => entry.id === id)!;
        item.readAt = '2026-03-02T15:00:00.000Z';
        return { data: { markNotificationRead: { __typename: 'Notification', id: item.id, readAt: item.readAt } } };
      },
      MarkAllNotificationsRead: () => {
        const count = unread();
        for (const item of items) item.readAt ??= '2026-03-02T15:00:00.000Z';
        return { data: { markAllNotificationsRead: count } };
      },
    },
  };
}

const breach: Item = { id: '2', kind: 'RISK_BREACH', title: 'Daily loss limit broken', text: 'Net P&L -$612.40 against a limit of $500.00 (3 trades).', link: '/history?date=2026-03-02', createdAt: '2026-03-02T14:45:00.000Z', readAt: null };
const insight: Item = { id: '1', kind: 'INSIGHT', title: 'New insight: Leak: TSLA', text: '25 trades averaged -$50.00 (confidence 84)', link: '/insights', createdAt: '2026-03-02T14:00:00.000Z', readAt: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBell(server: ReturnType<typeof notificationServer>) {
  return renderWithShell(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <Where />
          </>
        }
      />
    </Routes>,
    server.handlers,
    { path: '/dashboard' },
  );
}

describe('NotificationBell', () => {
  afterEach(cleanup);

  it('says the unread count in its name and in a polite status, and opens the list newest first', async () => {
    const server = notificationServer([{ ...breach }, { ...insight }]);
    renderBell(server);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByRole('status')).toHaveTextContent('2 unread notifications');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Notification centre' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Daily loss limit brokenNet P&L -$612.40 against a limit of $500.00 (3 trades).Mar 2, 2026, 2:45 PM',
      'Unread: New insight: Leak: TSLA25 trades averaged -$50.00 (confidence 84)Mar 2, 2026, 2:00 PM',
    ]);
    expect(links[0]).toHaveAttribute('href', '/history?date=2026-03-02');
  });

  it('marks an entry read as it is opened and follows its link; the count falls', async () => {
    const server = notificationServer([{ ...breach }, { ...insight }]);
    renderBell(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: /Daily loss limit broken/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/history?date=2026-03-02');
    expect(screen.queryByRole('region', { name: 'Notification centre' })).toBeNull();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(server.items.map(({ readAt }) => Boolean(readAt))).toEqual([true, false]);
  });

  it('marks all read, and closes on Escape with the focus back on the bell', async () => {
    const server = notificationServer([{ ...breach }, { ...insight }]);
    renderBell(server);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());
    expect(screen.getAllByRole('link').every((link) => !link.textContent!.startsWith('Unread'))).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notification centre' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('says so when there are none, and when the list cannot be loaded, with a way to try again', async () => {
    renderBell(notificationServer([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No notifications yet. Risk rule breaches, new insights and reports will appear here.')).toBeInTheDocument();
    cleanup();

    renderBell(notificationServer([{ ...breach }], { failList: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for the count again when the window gets the focus', async () => {
    const server = notificationServer([]);
    const { server: graphql } = renderBell(server);
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    server.items.push({ ...breach });
    act(() => void window.dispatchEvent(new Event('focus')));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(graphql.callsOf('UnreadNotificationCount').length).toBeGreaterThanOrEqual(2);
  });
});
