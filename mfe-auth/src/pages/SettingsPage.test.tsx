import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '@tj/design-system/testing';
import SettingsPage from './SettingsPage';

const ME = {
  __typename: 'CurrentUser',
  id: '1',
  username: 'trader',
  email: 'trader@example.com',
  emailVerified: true,
  pendingEmail: null as string | null,
  firstName: 'Ada',
  lastName: null,
  hasPassword: true,
  twoFactorEnabled: false,
  lastLoginAt: null,
  lastLoginIp: null,
};

// A trader's saved choices, none of them the defaults (the server's settings tests hold those), so
// the page is seen showing what the API answers.
const SETTINGS = {
  __typename: 'UserSettings',
  timezone: 'pst',
  defaultBroker: 'alpaca',
  riskPerTrade: 1.5,
  autoImport: false,
  realTimeAnalysis: true,
  aiInsights: true,
  riskAlerts: true,
  dailySummary: false,
  weeklyReport: true,
  notificationTime: '09:00',
  dataRetention: '12',
  usageAnalytics: true,
};

const settingsPage = (me: Partial<typeof ME> = {}) => () => ({ data: { me: { ...ME, ...me }, settings: SETTINGS } });

afterEach(cleanup);

describe('Settings: the timezone', () => {
  it('offers the four US zones first, then every IANA zone, and saves the one chosen', async () => {
    const { server } = renderWithShell(<SettingsPage />, {
      SettingsPage: settingsPage(),
      UpdateProfile: () => ({ data: { updateProfile: { __typename: 'CurrentUser', id: '1', email: 'trader@example.com', emailVerified: true, pendingEmail: null, firstName: 'Ada', lastName: null } } }),
    });
    const timezone = await screen.findByRole('combobox', { name: 'Timezone' });
    expect(timezone).toHaveValue('pst');
    const names = Array.from(timezone.querySelectorAll('option'), (option) => option.textContent);
    expect(names.slice(0, 5)).toEqual(['Eastern Time (EST)', 'Central Time (CST)', 'Mountain Time (MST)', 'Pacific Time (PST)', 'UTC']);
    expect(names).toEqual(expect.arrayContaining(['Europe/London', 'America/New York', 'Asia/Tokyo', 'Australia/Sydney']));
    await userEvent.selectOptions(timezone, 'Europe/London');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(server.calls.find((call) => call.operationName === 'UpdateProfile')?.variables).toMatchObject({ input: { timezone: 'Europe/London' } }));
  });
});

describe('Settings: the email address', () => {
  it('asks for a change of address by a link to the new one, and says the address stays until it is opened', async () => {
    let pending: string | null = null;
    const { server } = renderWithShell(<SettingsPage />, {
      SettingsPage: () => settingsPage({ pendingEmail: pending })(),
      UpdateProfile: () => {
        pending = 'new@example.com';
        return { data: { updateProfile: { __typename: 'CurrentUser', id: '1', email: 'trader@example.com', emailVerified: true, pendingEmail: pending, firstName: 'Ada', lastName: null } } };
      },
    });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    const said = 'We sent a confirmation link to new@example.com. Your email changes to it once you open the link; until then it stays trader@example.com.';
    expect(await screen.findByText(`Your name and timezone are saved. ${said}`)).toBeInTheDocument();
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(server.calls.find((call) => call.operationName === 'UpdateProfile')?.variables).toMatchObject({ input: { email: 'new@example.com' } });
  });

  it('says an unverified address is not verified, and mails a new link on request', async () => {
    renderWithShell(<SettingsPage />, {
      SettingsPage: settingsPage({ emailVerified: false }),
      ResendEmailVerification: () => ({ data: { resendEmailVerification: 'We sent a verification link to trader@example.com.' } }),
    });
    expect(await screen.findByText('trader@example.com is not verified yet: open the link we emailed you, or ask for a new one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a verification link to trader@example.com.')).toBeInTheDocument();
  });

  it.each([
    ['changed', 'Your email address is changed and verified.'],
    ['taken', 'That email address could not be used: it now belongs to another account. Your email is unchanged.'],
    ['invalid', 'This confirmation link is invalid, has expired or was already used. Ask for a new one in Profile.'],
  ])('says what a confirmation link did (%s)', async (result, text) => {
    renderWithShell(<SettingsPage />, { SettingsPage: settingsPage() }, { path: `/settings?email=${result}` });
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(text));
  });
});

describe('Settings: what the controls that act do', () => {
  it('says under Real-time analysis when new trades are analysed, and says the other once it is switched', async () => {
    const { server } = renderWithShell(<SettingsPage />, {
      SettingsPage: settingsPage(),
      UpdateSettings: ({ input }) => ({ data: { updateSettings: { ...SETTINGS, ...(input as object) } } }),
    });
    expect(await screen.findByText('New trades are analysed as soon as they arrive: insights, risk rules and the dashboard.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Real-time analysis' }));
    expect(await screen.findByText('New trades are analysed nightly, and when you open Insights or your risk rules.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.operationName === 'UpdateSettings')?.variables).toEqual({ input: { realTimeAnalysis: false } });
  });

  it('names the Default Broker under Auto-import when it has an API import, and where it is preselected', async () => {
    const { server } = renderWithShell(<SettingsPage />, {
      SettingsPage: settingsPage(),
      UpdateSettings: ({ input }) => ({ data: { updateSettings: { ...SETTINGS, ...(input as object) } } }),
    });
    expect(await screen.findByText('Syncs each trading day after the US close; Import preselects Alpaca to connect.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Default Broker'), 'thinkorswim');
    expect(await screen.findByText('Syncs each trading day after the US close; connect a broker under Import.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.operationName === 'UpdateSettings')?.variables).toEqual({ input: { defaultBroker: 'thinkorswim' } });
  });

  it('says what AI Insights and Risk Alerts send', async () => {
    renderWithShell(<SettingsPage />, { SettingsPage: settingsPage() });
    expect(await screen.findByText('A notification when a new insight reaches 70% confidence or more.')).toBeInTheDocument();
    expect(screen.getByText('A notification when one of your risk rules is broken.')).toBeInTheDocument();
  });

  it('says what Data retention removes at the choice shown, and that trades, journal and Play Book are kept', async () => {
    renderWithShell(<SettingsPage />, {
      SettingsPage: settingsPage(),
      UpdateSettings: ({ input }) => ({ data: { updateSettings: { ...SETTINGS, ...(input as object) } } }),
    });
    const kept = 'Trades, fills, journal entries and your Play Book are kept until you delete them.';
    const activity = 'Activity records (sign-in history, ended sessions, notifications, sent e-mails, job records, raw import lines)';
    expect(await screen.findByText(`${activity} older than 12 months are removed nightly. ${kept}`)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Data retention'), 'unlimited');
    expect(await screen.findByText(`${activity} are kept. ${kept}`)).toBeInTheDocument();
  });

  it("shows the trader's saved choices, not the defaults", async () => {
    renderWithShell(<SettingsPage />, { SettingsPage: settingsPage() });
    expect(await screen.findByLabelText('Default Broker')).toHaveValue('alpaca');
    expect(screen.getByLabelText('Risk per Trade (%)')).toHaveValue(1.5);
    expect(screen.getByLabelText('Summary Time')).toHaveValue('09:00');
  });
});
