import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { importCenter, recentImports } from '../testing/fixtures';
import { renderImportPage } from '../testing/renderImportPage';

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openCsvTab(previewAnswer: () => unknown) {
  const view = renderImportPage({ ImportCenter: () => importCenter(), RecentImports: () => recentImports(), PreviewCsvImport: previewAnswer as never });
  await userEvent.click(await screen.findByRole('tab', { name: 'CSV Upload' }));
  return view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('what a trader sees of a refused file (SPEC §8 Upload Failed)', () => {
  it('toasts Upload Failed with the server’s reason when a row cannot be read', async () => {
    const input = await openCsvTab(() => ({ errors: [{ message: 'Line 4: Unknown side "X"', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await userEvent.upload(input, new File(['Time,Symbol\r\n'], 'trades.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(notifications()).toHaveTextContent('Line 4: Unknown side "X"');
  });

  it('toasts Upload Failed with the size rule when a file is too large, before any call', async () => {
    const input = await openCsvTab(() => {
      throw new Error('no call expected');
    });
    const tooLarge = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(tooLarge, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(input, tooLarge);
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(notifications()).toHaveTextContent('File is larger than 10485760 bytes');
  });
});

describe('keyboard focus after Upload CSV', () => {
  it('goes to the drop zone of the CSV tab, not the page body', async () => {
    renderImportPage({ ImportCenter: () => importCenter('none'), RecentImports: () => recentImports() });
    await userEvent.click(await screen.findByRole('radio', { name: 'TradeZero' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(screen.getByRole('button', { name: 'Choose a CSV file to upload' })).toHaveFocus();
  });
});
