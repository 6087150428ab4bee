import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('announces the failure and calls onRetry from its Retry button', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorPanel title="Dashboard is unavailable" message="Could not load." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Dashboard is unavailable');
    expect(screen.getByRole('heading', { name: 'Dashboard is unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no Retry button when the caller cannot retry', () => {
    renderWithTheme(<ErrorPanel title="Unavailable" message="Could not load." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
