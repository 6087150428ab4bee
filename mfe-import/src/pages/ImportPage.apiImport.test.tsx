import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { ALPACA_BASE_URLS, BROKERS, importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const DAY_MS = 24 * 60 * 60 * 1000;

const imported = (totalTrades: number) => ({
  data: {
    importFromBroker: {
      __typename: 'BrokerImportResult',
      success: true,
      message: `Imported ${totalTrades} trades from Alpaca`,
      correlationId: 'c-1',
      totalTrades,
      import: importRecord({ id: '9', platform: 'alpaca', platformName: 'Alpaca', method: 'API', fileName: null, tradesCount: totalTrades }),
    },
  },
});

function renderWithAlpacaSelected(importFromBroker: OperationHandler, brokers = BROKERS) {
  const view = renderImportPage({ ImportCenter: () => importCenter('alpaca', brokers), RecentImports: () => recentImports(), ImportFromBroker: importFromBroker });
  return view;
}

async function enterAlpacaKeys() {
  await userEvent.type(await screen.findByLabelText('API Key ID'), 'PKTEST');
  await userEvent.type(screen.getByLabelText('Secret Key'), 'secret');
}

describe('API import', () => {
  it('masks the keys and offers the configured environments', async () => {
    renderWithAlpacaSelected(() => imported(0));
    expect(await screen.findByLabelText('API Key ID')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Secret Key')).toHaveAttribute('type', 'password');
    const environment = screen.getByLabelText('Environment');
    expect(within(environment).getAllByRole('option').map((option) => option.textContent)).toEqual(ALPACA_BASE_URLS);
  });

  it('asks for the required credentials before calling', async () => {
    const { server } = renderWithAlpacaSelected(() => imported(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect API' }));
    expect(screen.getByText('API Key ID is required')).toBeInTheDocument();
    expect(screen.getByText('Secret Key is required')).toBeInTheDocument();
    expect(server.callsOf('ImportFromBroker')).toHaveLength(0);
  });

  it('imports the last 30 days with the credentials and reports how many trades came in', async () => {
    const { server } = renderWithAlpacaSelected(() => imported(4));
    await enterAlpacaKeys();
    await userEvent.selectOptions(screen.getByLabelText('Environment'), ALPACA_BASE_URLS[1]!);
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));

    expect(await screen.findByText('Import Successful')).toBeInTheDocument();
    expect(screen.getByText('Imported 4 trades from Alpaca')).toBeInTheDocument();
    expect(screen.getByText('Imported 4 trades from Alpaca').closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
    const [call] = server.callsOf('ImportFromBroker');
    const input = call!.variables.input as { platform: string; credentials: unknown; startDate: string; endDate: string };
    expect(input.platform).toBe('alpaca');
    expect(input.credentials).toEqual({ apiKey: 'PKTEST', secretKey: 'secret', baseUrl: ALPACA_BASE_URLS[1] });
    const end = Date.parse(input.endDate);
    expect(end).toBeGreaterThanOrEqual(before);
    expect(end).toBeLessThanOrEqual(Date.now());
    expect(end - Date.parse(input.startDate)).toBe(30 * DAY_MS);
    // The history and the catalogue (now connected) are reloaded; the typed secrets are cleared.
    expect(server.callsOf('RecentImports').length).toBeGreaterThan(1);
    expect(screen.getByLabelText('Secret Key')).toHaveValue('');
  });

  it('does not show an import that brought no trades as a green success', async () => {
    renderWithAlpacaSelected(() => imported(0));
    await enterAlpacaKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));
    expect(await screen.findByText('Imported 0 trades from Alpaca')).toBeInTheDocument();
    expect(screen.getByText('Imported 0 trades from Alpaca').closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  });

  it('uses the stored credentials of a connected broker when nothing is typed', async () => {
    const brokers = BROKERS.map((broker) => (broker.id === 'alpaca' ? { ...broker, connected: true } : broker));
    const { server } = renderWithAlpacaSelected(() => imported(2), brokers);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect API' }));
    expect(await screen.findByText('Imported 2 trades from Alpaca')).toBeInTheDocument();
    expect(server.callsOf('ImportFromBroker')[0]!.variables.input).toMatchObject({ credentials: null });
  });

  it('shows Import Failed with the server message', async () => {
    renderWithAlpacaSelected(() => ({ errors: [{ message: 'Alpaca refused the API key or secret.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await enterAlpacaKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('Alpaca refused the API key or secret.')).toBeInTheDocument();
  });

  it('shows Connection Error when the API cannot be reached', async () => {
    renderWithAlpacaSelected(() => {
      throw new TypeError('Failed to fetch');
    });
    await enterAlpacaKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to trading platform API')).toBeInTheDocument();
  });

  it('explains that an OAuth broker is authorized in the browser', async () => {
    renderWithAlpacaSelected(() => imported(0));
    await userEvent.click(await screen.findByRole('radio', { name: 'Charles Schwab' }));
    expect(screen.getByRole('note')).toHaveTextContent('Authorization is completed in the browser');
    expect(screen.getByRole('button', { name: 'Authorize Charles Schwab in the browser' })).toBeInTheDocument();
    expect(screen.queryByLabelText('API Key ID')).not.toBeInTheDocument();
  });
});
