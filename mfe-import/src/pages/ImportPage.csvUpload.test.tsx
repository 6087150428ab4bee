import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { tokens } from '@tj/design-system';
import type { OperationHandler } from '@tj/design-system/testing';
import { dasPreview, importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const csvFile = (name = 'trades.csv', content = 'Time,Symbol,Side,Price,Qty,Route,Account,\r\n', type = 'text/csv') => new File([content], name, { type });

const importedCsv = {
  data: {
    importCsv: {
      __typename: 'CsvImportResult',
      success: true,
      message: 'Imported 2 trades from DAS Trader Pro',
      tradesImported: 2,
      executionsImported: 3,
      duplicatesSkipped: 1,
      processingTimeMs: 42,
      uploadId: '17',
      import: { ...importRecord({ id: '17', tradesCount: 2, duplicatesSkipped: 1 }), warnings: [] },
    },
  },
};

const genericPreview = dasPreview({
  platform: 'generic',
  platformName: 'Generic CSV',
  detected: false,
  needsMapping: true,
  columns: ['When', 'Ticker', 'Action', 'Shares', 'Fill'],
  suggestedMapping: { date: null, time: null, symbol: 'Ticker', side: 'Action', quantity: 'Shares', price: null, commission: null, fees: null, account: null, executionId: null, exitDate: null, exitTime: null, exitPrice: null },
  executionCount: 0,
  executions: [],
  roundTrips: [],
});
const mappedPreview = dasPreview({ platform: 'generic', platformName: 'Generic CSV', detected: false });

const refusal = (message: string, code = 'BAD_USER_INPUT'): FormattedExecutionResult => ({ errors: [{ message, extensions: { code } }] });

/** The CSV tab; by default under an API-only Default Broker (Alpaca), so the platform starts as "the file tells". */
async function openCsvTab(handlers: Record<string, OperationHandler>, defaultBroker = 'alpaca') {
  const view = renderImportPage({ ImportCenter: () => importCenter(defaultBroker), RecentImports: () => recentImports(), ...handlers });
  await userEvent.click(await screen.findByRole('tab', { name: 'CSV Upload' }));
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, input, zone: screen.getByRole('button', { name: 'Choose a CSV file to upload' }) };
}

describe('CSV upload', () => {
  it('starts on the Default Broker of Settings when its exports can be read, and previews the file as that platform', async () => {
    const { server, input } = await openCsvTab({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }) }, 'thinkorswim');
    expect(screen.getByLabelText('Platform')).toHaveValue('thinkorswim');
    await userEvent.upload(input, csvFile('trades.csv'));
    await waitFor(() => expect(server.callsOf('PreviewCsvImport')).toHaveLength(1));
    expect(server.callsOf('PreviewCsvImport')[0]!.variables.input).toMatchObject({ platform: 'thinkorswim' });
    // Chosen otherwise, the trader's choice holds.
    await userEvent.selectOptions(screen.getByLabelText('Platform'), '');
    expect(screen.getByLabelText('Platform')).toHaveValue('');
  });

  it('previews the file, then imports it once confirmed', async () => {
    let finishImport: (result: FormattedExecutionResult) => void = () => undefined;
    const { server, input, analyticsEvents } = await openCsvTab({
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }),
      ImportCsv: () => new Promise((resolve) => (finishImport = resolve)),
    });
    await userEvent.upload(input, csvFile());

    const preview = await screen.findByRole('region', { name: /Preview: DAS Trader Pro/ });
    const figure = (label: string) => within(preview).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Executions')).toHaveTextContent('4');
    expect(figure('New')).toHaveTextContent('3');
    expect(figure('Already imported')).toHaveTextContent('1');
    expect(figure('Round trips')).toHaveTextContent('2');
    expect(figure('Open positions')).toHaveTextContent('0');
    expect(figure('Total net P&L')).toHaveTextContent('-$12.50');
    expect(figure('Total net P&L')).toHaveStyle({ color: tokens.color.destructive });
    expect(within(preview).getByRole('table', { name: 'Executions' })).toHaveTextContent('Already imported');
    const roundTrips = within(preview).getByRole('table', { name: 'Round trips' });
    expect(roundTrips).toHaveTextContent('+$75.00');
    // Prices read as quotes (189.5 → 189.50), and the P&L comes before the times, in view without scrolling.
    expect(within(roundTrips).getAllByRole('row')[1]).toHaveTextContent(/^AAPLLONG100189\.50190\.25\+\$75\.00closed/);
    expect(within(roundTrips).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Symbol', 'Side', 'Quantity', 'Entry', 'Exit', 'Net P&L', 'Status', 'Opened', 'Closed']);
    const executions = within(preview).getByRole('table', { name: 'Executions' });
    // Whether a fill is new comes right after its line; fills are timed to the second.
    expect(within(executions).getAllByRole('row')[3]).toHaveTextContent(/^4Already importedMar 14, 2025, 9:31:05 AMTRPA1001TSLASELL100245\.10\$0\.00$/);
    expect(executions).toHaveTextContent('245.975');
    // A table wider than the panel scrolls in a named region a keyboard can reach.
    expect(within(preview).getByRole('region', { name: 'Round trips' })).toHaveAttribute('tabindex', '0');
    expect(server.callsOf('ImportCsv')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect(screen.getByRole('progressbar', { name: 'Processing your file...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a CSV file to upload' })).toHaveAttribute('aria-disabled', 'true');
    // The import is pinned to the platform the preview showed.
    expect(server.callsOf('ImportCsv')[0]!.variables.input).toMatchObject({ platform: 'das_trader' });

    expect(analyticsEvents).toEqual([]);
    finishImport(importedCsv);
    expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
    // SPEC §7: csv_upload_success, its value the trades imported.
    expect(analyticsEvents).toEqual([{ action: 'csv_upload_success', category: 'import', label: 'das_trader', value: 2 }]);
    const result = screen.getByText('Import complete').closest('[role="status"]')!;
    expect(result).toHaveTextContent('Imported 2 trades from DAS Trader Pro');
    expect(result).toHaveTextContent('Duplicates skipped1');
    expect(screen.getByRole('heading', { name: 'Import complete' })).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect(screen.getByRole('button', { name: 'Choose a CSV file to upload' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Choose a CSV file to upload' })).toHaveFocus();
    expect(screen.queryByText('Import complete')).not.toBeInTheDocument();
  });

  it.each([
    ['no P&L for a position with no exit and no costs yet, rather than a green $0.00', '0', /^NVDALONG100189\.50——open/],
    ['what an open position has cost so far', '-0.2', /^NVDALONG100189\.50—-\$0\.20open/],
  ])('shows %s', async (_what, netPnl, row) => {
    const openTrip = { ...dasPreview().roundTrips[0]!, symbol: 'NVDA', exitPrice: null, exitTime: null, netPnl, status: 'open' };
    const { input } = await openCsvTab({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview({ roundTrips: [openTrip], roundTripCount: 1 }) } }) });
    await userEvent.upload(input, csvFile());

    const roundTrips = await screen.findByRole('table', { name: 'Round trips' });
    expect(within(roundTrips).getAllByRole('row')[1]).toHaveTextContent(row);
  });

  it('shows Upload Failed with the server message, and nothing is left half done', async () => {
    const { input, analyticsEvents } = await openCsvTab({
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }),
      ImportCsv: () => refusal('The database is unavailable; nothing was imported.', 'SERVICE_UNAVAILABLE'),
    });
    await userEvent.upload(input, csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    const failure = screen.getByText('Import failed').closest('[role="alert"]')!;
    expect(failure).toHaveTextContent('The database is unavailable; nothing was imported.');
    expect(failure).toHaveAttribute('data-error', 'UPLOAD_ERROR');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Another File' })).toBeInTheDocument();
    expect(analyticsEvents).toEqual([]);
  });

  it('asks to sign in when the session is gone', async () => {
    const { input } = await openCsvTab({
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }),
      ImportCsv: () => refusal('Authentication required', 'UNAUTHENTICATED'),
    });
    await userEvent.upload(input, csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Authentication required. Please sign in.').length).toBeGreaterThan(0);
  });

  it('shows why a file is refused, with its line, and offers no import', async () => {
    const { input } = await openCsvTab({ PreviewCsvImport: () => refusal('Line 4: Unknown side "X" (expected B, S or SS)') });
    await userEvent.upload(input, csvFile());
    const alert = await screen.findByText('This file cannot be imported');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Line 4: Unknown side "X" (expected B, S or SS)');
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });

  it('refuses more than one file, or a file that is not a CSV, before any call', async () => {
    const { server, zone } = await openCsvTab({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }) });
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile('a.csv'), csvFile('b.csv')] } });
    // The refusal shows under the drop zone, and in the Upload Failed toast.
    expect(await screen.findByText('Too many files', { selector: '[role="alert"] p' })).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile('trades.pdf', '%PDF', 'application/pdf')] } });
    expect(await screen.findByText('File type must be text/csv, .csv', { selector: '[role="alert"] p' })).toBeInTheDocument();
    expect(server.callsOf('PreviewCsvImport')).toHaveLength(0);
  });

  it('takes an Interactive Brokers Flex Query saved as XML once Interactive Brokers is chosen, and says so where it refuses one', async () => {
    const { server, zone, input } = await openCsvTab({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }) });
    const xml = csvFile('flex.xml', '<FlexQueryResponse/>', 'text/xml');
    fireEvent.drop(zone, { dataTransfer: { files: [xml] } });
    expect(await screen.findByText('File type must be text/csv, .csv', { selector: '[role="alert"] p' })).toBeInTheDocument();
    expect(screen.getByText('An Interactive Brokers Flex Query saved as XML can be uploaded: choose Interactive Brokers as the platform first.', { selector: '[role="alert"] p' })).toBeInTheDocument();
    expect(server.callsOf('PreviewCsvImport')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'interactive_brokers');
    expect(screen.getByText(/a Flex Query saved as XML \(\.xml\) is accepted too/)).toBeInTheDocument();
    expect(input.accept).toBe('text/csv,.csv,text/xml,application/xml,.xml');
    fireEvent.drop(zone, { dataTransfer: { files: [xml] } });
    await screen.findByRole('region', { name: /Preview: DAS Trader Pro/ });
    expect(server.callsOf('PreviewCsvImport')).toHaveLength(1);
  });

  it('opens the file picker from the keyboard', async () => {
    const { input, zone } = await openCsvTab({});
    let opened = 0;
    input.addEventListener('click', () => (opened += 1));
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(opened).toBe(2);
  });

  it('asks DAS Trader files for their trade date and previews again when it changes', async () => {
    const { server, input } = await openCsvTab({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }) });
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'das_trader');
    const tradeDate = screen.getByLabelText('Trade date');
    // Today where the trader is (Settings: Eastern).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(tradeDate).toHaveValue(today);
    await userEvent.upload(input, csvFile());
    await screen.findByRole('region', { name: /Preview/ });

    fireEvent.change(tradeDate, { target: { value: '2025-03-14' } });
    await screen.findByRole('region', { name: /Preview/ });
    const inputs = server.callsOf('PreviewCsvImport').map((call) => call.variables.input as { platform: string; tradeDate: string });
    expect(inputs.at(-1)).toMatchObject({ platform: 'das_trader', tradeDate: '2025-03-14' });
  });

  it('maps the columns of a generic CSV, starting from the suggestion', async () => {
    const { server, input } = await openCsvTab({
      PreviewCsvImport: ({ input: request }) => ({ data: { previewCsvImport: (request as { mapping: unknown }).mapping ? mappedPreview : genericPreview } }),
    });
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'generic');
    await userEvent.upload(input, csvFile('other.csv', 'When,Ticker,Action,Shares,Fill\r\n'));

    expect(await screen.findByLabelText('Symbol *')).toHaveValue('Ticker');
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    expect(screen.getByText(/Choose a column for Date \(or date and time\), Price/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Date (or date and time) *'), 'When');
    await userEvent.selectOptions(screen.getByLabelText('Price *'), 'Fill');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    expect(await screen.findByRole('button', { name: 'Confirm import' })).toBeInTheDocument();
    expect(server.callsOf('PreviewCsvImport').at(-1)!.variables.input).toMatchObject({
      platform: 'generic',
      mapping: { date: 'When', symbol: 'Ticker', side: 'Action', quantity: 'Shares', price: 'Fill', time: null },
    });
  });

  it('skips the rows of a generic CSV that are not trades when chosen for the file, and imports with that choice', async () => {
    const { server, input } = await openCsvTab({
      PreviewCsvImport: ({ input: request }) => ({ data: { previewCsvImport: (request as { mapping: unknown }).mapping ? mappedPreview : genericPreview } }),
      ImportCsv: () => importedCsv,
    });
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'generic');
    await userEvent.upload(input, csvFile('history.csv', 'When,Ticker,Action,Shares,Fill\r\n'));
    const skip = await screen.findByRole('checkbox', { name: 'Skip rows that are not trades' });
    expect(skip).not.toBeChecked();
    expect(skip).toHaveAccessibleDescription(/listed in the preview and the result/);
    await userEvent.selectOptions(screen.getByLabelText('Date (or date and time) *'), 'When');
    await userEvent.selectOptions(screen.getByLabelText('Price *'), 'Fill');
    await userEvent.click(skip);
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));
    expect(server.callsOf('PreviewCsvImport').at(-1)!.variables.input).toMatchObject({ platform: 'generic', skipNonTrades: true });
    expect(server.callsOf('ImportCsv').at(-1)!.variables.input).toMatchObject({ platform: 'generic', skipNonTrades: true });
    // Another file starts without the choice.
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Another File' }));
    // The drop zone (and its file input) is drawn anew.
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile('other.csv', 'When,Ticker,Action,Shares,Fill\r\n'));
    await screen.findByRole('button', { name: 'Confirm import' });
    expect(server.callsOf('PreviewCsvImport').at(-1)!.variables.input).toMatchObject({ platform: 'generic', skipNonTrades: null });
  });

  it('maps a file of whole trades: the exit date and price go together', async () => {
    const columns = ['Opened', 'Closed', 'Symbol', 'Side', 'Qty', 'Entry', 'Exit'];
    const journalPreview = { ...genericPreview, columns, suggestedMapping: { ...genericPreview.suggestedMapping!, date: 'Opened', quantity: 'Qty', side: 'Side', symbol: 'Symbol', price: 'Entry' } };
    const { server, input } = await openCsvTab({
      PreviewCsvImport: ({ input: request }) => ({ data: { previewCsvImport: (request as { mapping: unknown }).mapping ? mappedPreview : journalPreview } }),
    });
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'generic');
    await userEvent.upload(input, csvFile('journal.csv', `${columns.join(',')}\r\n`));

    await userEvent.selectOptions(await screen.findByLabelText('Exit price (whole trades)'), 'Exit');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a column for Exit date (whole trades).');
    expect(server.callsOf('PreviewCsvImport')).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Exit date (whole trades)'), 'Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    expect(await screen.findByRole('button', { name: 'Confirm import' })).toBeInTheDocument();
    expect(server.callsOf('PreviewCsvImport').at(-1)!.variables.input).toMatchObject({
      mapping: { date: 'Opened', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Entry', exitDate: 'Closed', exitTime: null, exitPrice: 'Exit' },
    });
  });

  it('keeps the mapping on screen when the file is refused with it, to be corrected', async () => {
    const { input } = await openCsvTab({
      PreviewCsvImport: ({ input: request }) => {
        const mapping = (request as { mapping: { price: string } | null }).mapping;
        if (!mapping) return { data: { previewCsvImport: genericPreview } };
        return mapping.price === 'Fill' ? { data: { previewCsvImport: mappedPreview } } : refusal('Line 2: Price "AAPL" is not a price');
      },
    });
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'generic');
    await userEvent.upload(input, csvFile('other.csv', 'When,Ticker,Action,Shares,Fill\r\n'));
    await userEvent.selectOptions(await screen.findByLabelText('Date (or date and time) *'), 'When');
    await userEvent.selectOptions(screen.getByLabelText('Price *'), 'Ticker');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));

    expect(await screen.findByText('Line 2: Price "AAPL" is not a price', { selector: '[role="alert"] p' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Price *'), 'Fill');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping' }));
    expect(await screen.findByRole('button', { name: 'Confirm import' })).toBeInTheDocument();
  });
});
