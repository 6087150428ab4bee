import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import type { Broker } from '../broker-import/utils/brokerSelection';
import { BROKERS, importCenter, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const sync = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BrokerSync',
  syncTime: '18:00',
  defaultTime: true,
  lastSyncAt: '2027-07-12T22:00:00.000Z',
  lastAttemptAt: '2027-07-12T22:00:00.000Z',
  nextSyncAt: '2027-07-13T22:00:00.000Z',
  tradesAdded: 3,
  lastError: null,
  needsReconnect: false,
  ...overrides,
});

const withAlpaca = (state: Record<string, unknown>) => BROKERS.map((broker) => (broker.id === 'alpaca' ? { ...broker, connected: true, sync: state as Broker['sync'] } : broker));
const center = (state: Record<string, unknown>, autoImport = true) => {
  const answer = importCenter('alpaca', withAlpaca(state));
  return { data: { ...answer.data, settings: { ...answer.data.settings, autoImport } } };
};
const answered = (field: string, state: Record<string, unknown>) => ({ data: { [field]: { __typename: 'Broker', id: 'alpaca', sync: state } } });

function renderAutoSync(state: Record<string, unknown>, handlers: Record<string, OperationHandler> = {}, autoImport = true) {
  return renderImportPage({ ImportCenter: () => center(state, autoImport), RecentImports: () => recentImports(), ...handlers });
}

describe('Auto-import of a connected broker', () => {
  it('shows the last sync with the trades it added and the next sync, in the trader’s zone', async () => {
    renderAutoSync(sync());
    const panel = await screen.findByRole('region', { name: 'Auto-import of Alpaca' });
    expect(within(panel).getByText('Alpaca is synced every trading day at 18:00 your time, from the last sync on.')).toBeInTheDocument();
    // 22:00 UTC in July is 18:00 in New York (the fixture's Timezone, est).
    expect(within(panel).getByText(/Jul 12, 2027.*6:00.*PM: 3 trades added/)).toBeInTheDocument();
    expect(within(panel).getByText(/Jul 13, 2027.*6:00.*PM/)).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Sync now shows what the sync added, and the broker’s failure in words', async () => {
    let answer = sync({ tradesAdded: 2, lastSyncAt: '2027-07-13T15:00:00.000Z' });
    const { server } = renderAutoSync(sync(), { SyncNow: () => answered('syncNow', answer) });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('2 trades added from Alpaca.')).toBeInTheDocument();
    expect(server.callsOf('SyncNow')[0]!.variables).toEqual({ platform: 'alpaca' });

    answer = sync({ lastError: 'Alpaca did not answer within 30 seconds. Please try again later.', lastAttemptAt: '2027-07-13T16:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    const panel = screen.getByRole('region', { name: 'Auto-import of Alpaca' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Alpaca did not answer within 30 seconds. Please try again later.');
  });

  it('saves a sync time of its own', async () => {
    const { server } = renderAutoSync(sync(), { SetBrokerSyncTime: () => answered('setBrokerSyncTime', sync({ syncTime: '20:15', defaultTime: false })) });
    const input = await screen.findByLabelText('Sync time');
    expect(screen.getByRole('button', { name: 'Save time' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '20:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save time' }));
    expect(await screen.findByText('Alpaca syncs at 20:15 on trading days.')).toBeInTheDocument();
    expect(server.callsOf('SetBrokerSyncTime')[0]!.variables).toEqual({ platform: 'alpaca', time: '20:15' });
  });

  it('a refused authorization says how to reconnect and offers no Sync now', async () => {
    renderAutoSync(sync({ needsReconnect: true, nextSyncAt: null, lastError: 'Alpaca refused the API key or secret. Auto-import of Alpaca is paused: create new API keys in the Alpaca dashboard, then import once with them from Import Trades, API tab.' }));
    const panel = await screen.findByRole('region', { name: 'Auto-import of Alpaca' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('create new API keys');
    expect(within(panel).getByText('Paused until you reconnect')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('with Auto-import off, nothing is scheduled and Settings is named', async () => {
    renderAutoSync(sync({ nextSyncAt: null }), {}, false);
    const panel = await screen.findByRole('region', { name: 'Auto-import of Alpaca' });
    expect(within(panel).getByText('Turn on Auto-import trades in Settings to sync Alpaca every trading day after the US close.')).toBeInTheDocument();
    expect(within(panel).getByText('None: Auto-import is off in Settings')).toBeInTheDocument();
  });
});
