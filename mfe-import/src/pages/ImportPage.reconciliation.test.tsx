import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dasPreview, dasReconciliation, importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe("The broker's figures against ours", () => {
  it('shows in the preview, per symbol and in total: unexplained differences first and flagged, reasons named', async () => {
    const view = renderImportPage({
      ImportCenter: () => importCenter('alpaca'),
      RecentImports: () => recentImports(),
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview({ reconciliation: dasReconciliation() }) } }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'CSV Upload' }));
    await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['Time,Symbol\r\n'], 'das.csv', { type: 'text/csv' }));
    const panel = await screen.findByRole('region', { name: "Broker's figures against ours" });
    expect(within(panel).getByRole('note')).toHaveTextContent('Does not reconcile A difference no known reason explains is flagged below.');
    const table = within(panel).getByRole('table', { name: "Realized P&L by symbol: the broker's, the journal's and the difference" });
    expect(rowsOf(table)).toEqual([
      'SymbolBrokerJournalDifference',
      'NVDA+$93.20+$100.00-$6.80',
      'Why NVDA differs: Unexplained -$6.80',
      'GOLD-$30.00+$20.00-$50.00',
      'Why GOLD differs: Closes a position opened before this history: -$50.00',
      'MU+$125.00+$125.00$0.00',
      'Total+$188.20+$245.00-$56.80',
    ]);
  });

  it('is offered in Recent Imports for an import that kept one, with a badge saying whether it reconciled', async () => {
    renderImportPage({
      ImportCenter: () => importCenter(),
      RecentImports: () => recentImports([importRecord({ id: '9', reconciled: false, reconciliation: dasReconciliation() }), importRecord({ id: '8' })]),
    });
    const history = await screen.findByRole('list', { name: 'Recent imports, newest first' });
    const [reconciledEntry, plainEntry] = within(history).getAllByRole('listitem').filter((item) => item.parentElement === history);
    expect(within(reconciledEntry!).getByText('does not reconcile')).toBeInTheDocument();
    expect(within(plainEntry!).queryByRole('button', { name: 'Compare with broker' })).toBeNull();
    await userEvent.click(within(reconciledEntry!).getByRole('button', { name: 'Compare with broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with broker' });
    await waitFor(() => expect(within(dialog).getByRole('region', { name: "Broker's figures against ours" })).toHaveTextContent('NVDA'));
    expect(within(reconciledEntry!).getByRole('link', { name: /^Trades of DAS Trader Pro import of .* in the history$/ })).toHaveAttribute('href', '/history?import=9');
    expect(screen.getByRole('link', { name: 'Trades of imports that did not reconcile' })).toHaveAttribute('href', '/history?unreconciled=true');
  });
});
