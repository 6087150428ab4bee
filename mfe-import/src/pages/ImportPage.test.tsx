import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BROKERS, importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const summaryFigure = (label: string) => within(screen.getByRole('group', { name: label })).getAllByText(/./).at(-1);

describe('Import Trade Center overview', () => {
  it('shows the summary cards, the note, an empty history and the three steps', async () => {
    renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports() });

    expect(screen.getByRole('heading', { level: 1, name: 'Import Trade Center' })).toBeInTheDocument();
    expect(await screen.findByText('No recent imports')).toBeInTheDocument();
    expect(summaryFigure('Total Platforms')).toHaveTextContent('9');
    expect(summaryFigure('API Supported')).toHaveTextContent('3');
    expect(summaryFigure('CSV Import')).toHaveTextContent('6');
    expect(summaryFigure('Recent Imports')).toHaveTextContent('0');
    expect(screen.getByRole('complementary', { name: 'API or CSV import' })).toHaveTextContent('API Import:');
    const steps = within(screen.getByRole('region', { name: 'Getting Started' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['Choose Platform', 'Connect or Upload', 'AI Analysis']);
  });

  it('lists the newest imports from the server, a failure with its reason', async () => {
    renderImportPage({
      ImportCenter: () => importCenter(),
      RecentImports: ({ limit }) => {
        expect(limit).toBe(5);
        return recentImports(
          [
            importRecord({ id: '7', platform: 'alpaca', platformName: 'Alpaca', method: 'API', fileName: null, tradesCount: 4, duplicatesSkipped: 2 }),
            importRecord({ id: '6', status: 'FAILED', tradesCount: 0, errors: ['Line 4: Unknown side "X" (expected B, S or SS)'] }),
          ],
          12,
        );
      },
    });

    const list = await screen.findByRole('list', { name: 'Recent imports, newest first' });
    const [api, failed] = within(list).getAllByRole('listitem');
    expect(api).toHaveTextContent('Alpaca');
    expect(api).toHaveTextContent('API');
    expect(api).toHaveTextContent('completed');
    expect(api).toHaveTextContent('4 trades · 2 duplicates skipped');
    expect(within(api!).getByText('Mar 14, 2025, 10:30 AM')).toBeInTheDocument();
    expect(failed).toHaveTextContent('failed');
    expect(failed).toHaveTextContent('Line 4: Unknown side "X" (expected B, S or SS)');
    expect(summaryFigure('Recent Imports')).toHaveTextContent('12');
  });

  it('offers Retry when the platforms cannot be loaded', async () => {
    let attempts = 0;
    renderImportPage({
      ImportCenter: () => {
        attempts += 1;
        return attempts === 1 ? { errors: [{ message: 'Database unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } : importCenter();
      },
      RecentImports: () => recentImports(),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Platform Connect' })).toBeInTheDocument();
  });

  it('has the two tabs, Platform Connect first', async () => {
    // An API-only Default Broker: the CSV tab shows its SPEC texts for "any CSV" (a CSV default is in ImportPage.csvUpload.test.tsx).
    renderImportPage({ ImportCenter: () => importCenter('alpaca'), RecentImports: () => recentImports() });
    const tabs = within(await screen.findByRole('tablist', { name: 'Import Trade Center' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Platform Connect', 'CSV Upload']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tabs[1]!);
    expect(screen.getByText('Drag & drop your CSV file here')).toBeInTheDocument();
    expect(screen.getByText('or click to browse files')).toBeInTheDocument();
    expect(screen.getByText('Supports CSV files up to 10MB')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Supported Formats' })).toHaveTextContent('Generic CSV');
  });
});

describe('broker selection', () => {
  it('starts in CSV mode with the Default Broker of Settings selected', async () => {
    renderImportPage({ ImportCenter: () => importCenter('das_trader'), RecentImports: () => recentImports() });
    const modes = await screen.findByRole('tablist', { name: 'Import method' });
    expect(within(modes).getByRole('tab', { name: 'CSV Upload (Manual)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'DAS Trader Pro' })).toBeChecked();
  });

  it('opens API mode when the default broker is imported only through its API', async () => {
    renderImportPage({ ImportCenter: () => importCenter('alpaca'), RecentImports: () => recentImports() });
    expect(await screen.findByRole('tab', { name: 'API Import (Automated)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Alpaca' })).toBeChecked();
  });

  it('preselects the Default Broker in API mode, where Auto-import connections are made, when the CSV choice is not an API broker', async () => {
    renderImportPage({ ImportCenter: () => importCenter('interactive_brokers'), RecentImports: () => recentImports() });
    await userEvent.click(await screen.findByRole('radio', { name: 'Webull' }));
    await userEvent.click(screen.getByRole('tab', { name: 'API Import (Automated)' }));
    expect(screen.getByRole('radio', { name: 'Interactive Brokers' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Interactive Brokers API documentation' })).toBeInTheDocument();
  });

  it('shows the first two formats of each broker', async () => {
    renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports() });
    const card = (await screen.findByRole('radio', { name: 'TradeZero' })).closest('label')!;
    expect(card).toHaveTextContent('TradeZero format one');
    expect(card).toHaveTextContent('TradeZero format two');
    expect(card).not.toHaveTextContent('TradeZero format three');
  });

  it('does nothing until a broker is selected, then hands a CSV platform to the CSV tab', async () => {
    renderImportPage({ ImportCenter: () => importCenter('none'), RecentImports: () => recentImports() });
    const upload = await screen.findByRole('button', { name: 'Upload CSV' });
    expect(upload).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'TradeZero' }));
    await userEvent.click(upload);

    expect(await screen.findByText('Platform Selected')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'CSV Upload' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Platform')).toHaveValue('tradezero');
  });

  it('lists only API brokers in API mode, and CSV platforms in CSV mode', async () => {
    renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports() });
    const csvNames = (await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('value'));
    expect(csvNames).toEqual(BROKERS.filter((broker) => broker.csvSupported).map((broker) => broker.id));
    await userEvent.click(screen.getByRole('tab', { name: 'API Import (Automated)' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['interactive_brokers', 'alpaca', 'schwab']);
  });

  it('reports the end of a browser authorization and selects that broker', async () => {
    renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports() }, { path: '/import?broker=schwab&connected=1' });
    expect(await screen.findByText('Charles Schwab Connected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Charles Schwab' })).toBeChecked());
  });

  it('reports a failed browser authorization with its reason', async () => {
    renderImportPage(
      { ImportCenter: () => importCenter(), RecentImports: () => recentImports() },
      { path: `/import?broker=schwab&error=${encodeURIComponent('Charles Schwab authorization was declined or cancelled.')}` },
    );
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    expect(screen.getByText('Charles Schwab authorization was declined or cancelled.')).toBeInTheDocument();
  });
});
