import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@tj/design-system';
import { render } from '@testing-library/react';
import { BROKERS } from '../../testing/fixtures';
import { ApiConnectPanel } from './ApiConnectPanel';

const schwab = BROKERS.find((broker) => broker.id === 'schwab')!;

function renderPanel(broker: typeof schwab | null) {
  const handlers = { onConnect: vi.fn(async () => true), onDisconnect: vi.fn(), onAuthorize: vi.fn() };
  render(
    <ThemeProvider>
      <ApiConnectPanel broker={broker} importing={false} disconnecting={false} {...handlers} />
    </ThemeProvider>,
  );
  return handlers;
}

describe('API connect panel', () => {
  it('does nothing until a broker is selected', () => {
    renderPanel(null);
    expect(screen.getByRole('button', { name: 'Connect API' })).toBeDisabled();
  });

  it('sends the browser to authorize an OAuth broker that is not connected yet', async () => {
    const { onAuthorize, onConnect } = renderPanel(schwab);
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));
    expect(onAuthorize).toHaveBeenCalledWith('/api/brokers/schwab/connect');
    await userEvent.click(screen.getByRole('button', { name: 'Authorize Charles Schwab in the browser' }));
    expect(onAuthorize).toHaveBeenCalledTimes(2);
    expect(onConnect).not.toHaveBeenCalled();
  });

  it('imports from an authorized OAuth broker with its stored authorization', async () => {
    const { onConnect, onDisconnect } = renderPanel({ ...schwab, connected: true });
    await userEvent.click(screen.getByRole('button', { name: 'Connect API' }));
    expect(onConnect).toHaveBeenCalledWith(expect.objectContaining({ id: 'schwab' }), null);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Charles Schwab' }));
    expect(onDisconnect).toHaveBeenCalledWith(expect.objectContaining({ id: 'schwab' }));
  });
});
