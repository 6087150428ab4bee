/** Downloads GET /api/account/export as the file name the server gives it. */
export async function downloadAccountExport(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'trading-journal-export.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
