import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '@tj/design-system/testing';
import { dasPreview, importCenter, importRecord, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const csvFile = () => new File(['Time,Symbol,Side,Price,Qty,Route,Account,\r\n'], 'trades.csv', { type: 'text/csv' });

const META_NOTE = 'META: sold 50 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L';

async function previewFile(handlers: Record<string, OperationHandler>) {
  const view = renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports(), ...handlers });
  await userEvent.click(await screen.findByRole('tab', { name: 'CSV Upload' }));
  await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile());
  return { ...view, preview: await screen.findByRole('region', { name: /Preview: DAS Trader Pro/ }) };
}

describe('CSV import that adds nothing', () => {
  it.each([
    ['every fill was imported before', 'Nothing new: all 4 fills were already imported', dasPreview({ newExecutionCount: 0, duplicateCount: 4, roundTripCount: 0, roundTrips: [], totalNetPnl: '0' })],
    ['the file has a header and no rows', 'This file holds no trades', dasPreview({ executionCount: 0, newExecutionCount: 0, duplicateCount: 0, roundTripCount: 0, executions: [], roundTrips: [], totalNetPnl: '0' })],
  ])('says so when %s, and offers no Confirm', async (_case, reason, preview) => {
    const { preview: panel, server } = await previewFile({ PreviewCsvImport: () => ({ data: { previewCsvImport: { ...preview, nothingNew: reason } } }) });
    expect(within(panel).getByRole('note', { name: 'Nothing to import' })).toHaveTextContent(reason);
    const confirm = screen.getByRole('button', { name: 'Confirm import' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(server.callsOf('ImportCsv')).toHaveLength(0);
  });

  it('offers Confirm when the file adds fills', async () => {
    await previewFile({ PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }) });
    expect(screen.queryByRole('note', { name: 'Nothing to import' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toBeEnabled();
  });

  it('shows a result that stored nothing as such, not as a green success', async () => {
    const message = 'Nothing new: all 4 fills were already imported';
    await previewFile({
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview() } }),
      ImportCsv: () => ({
        data: {
          importCsv: {
            __typename: 'CsvImportResult',
            success: true,
            message,
            tradesImported: 0,
            executionsImported: 0,
            duplicatesSkipped: 4,
            processingTimeMs: 5,
            uploadId: '18',
            import: { ...importRecord({ id: '18', tradesCount: 0, executionsCount: 0, duplicatesSkipped: 4 }), warnings: [] },
          },
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    const result = (await screen.findByRole('heading', { name: 'Nothing imported' })).closest('[role="status"]')!;
    expect(result).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Import complete' })).not.toBeInTheDocument();
  });

  it('names the sales with no earlier buy in the result', async () => {
    await previewFile({
      PreviewCsvImport: () => ({ data: { previewCsvImport: dasPreview({ warnings: [META_NOTE] }) } }),
      ImportCsv: () => ({
        data: {
          importCsv: {
            __typename: 'CsvImportResult',
            success: true,
            message: 'Imported 2 trades from DAS Trader Pro',
            tradesImported: 2,
            executionsImported: 4,
            duplicatesSkipped: 0,
            processingTimeMs: 5,
            uploadId: '19',
            import: { ...importRecord({ id: '19', tradesCount: 2, executionsCount: 4 }), warnings: [META_NOTE] },
          },
        },
      }),
    });
    expect(within(screen.getByRole('note', { name: 'Warnings' })).getByText(META_NOTE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    await screen.findByRole('heading', { name: 'Import complete' });
    expect(within(screen.getByRole('list', { name: 'Notes' })).getByText(META_NOTE)).toBeInTheDocument();
  });
});
