import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ToastProvider } from './ToastProvider';
import type { ToastApi } from './toastTypes';
import { useToast } from './useToast';

let api: ToastApi;

function CaptureApi({ onApi }: { onApi: (captured: ToastApi) => void }) {
  const captured = useToast();
  useEffect(() => onApi(captured), [captured, onApi]);
  return null;
}

const keepApi = (captured: ToastApi) => {
  api = captured;
};

function renderProvider(duration?: number) {
  renderWithTheme(
    <ToastProvider duration={duration}>
      <CaptureApi onApi={keepApi} />
    </ToastProvider>,
  );
}

const show = (...args: Parameters<ToastApi['toast']>) => {
  let id = '';
  act(() => {
    id = api.toast(...args);
  });
  return id;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ToastProvider', () => {
  it('shows at most one toast: a new one replaces the current one', () => {
    renderProvider();
    show({ title: 'First' });
    show({ title: 'Second', description: 'Details', variant: 'success' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getByRole('status')).toHaveTextContent('Details');
  });

  it('removes a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    renderProvider();
    show({ title: 'Saved' });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('uses the duration of the toast, then of the provider', () => {
    vi.useFakeTimers();
    renderProvider(2000);
    show({ title: 'Provider default' });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Provider default')).toBeNull();
    show({ title: 'Own duration', duration: 8000 });
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByText('Own duration')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Own duration')).toBeNull();
  });

  it('gives a replacing toast its full time', () => {
    vi.useFakeTimers();
    renderProvider();
    show({ title: 'Old' });
    act(() => vi.advanceTimersByTime(4000));
    show({ title: 'New' });
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('New')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('New')).toBeNull();
  });

  it('keeps a toast with an infinite duration until dismissed', () => {
    vi.useFakeTimers();
    renderProvider();
    show({ title: 'Sticky', duration: Infinity });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('announces destructive and warning toasts as alerts, the others as status', () => {
    renderProvider();
    for (const [variant, role] of [
      ['destructive', 'alert'],
      ['warning', 'alert'],
      ['success', 'status'],
      ['default', 'status'],
    ] as const) {
      show({ title: `A ${variant} toast`, variant });
      expect(screen.getByRole(role)).toHaveTextContent(`A ${variant} toast`);
      expect(screen.getByRole(role)).toHaveAttribute('data-variant', variant);
    }
  });

  it('renders its toasts inside a polite live region', () => {
    renderProvider();
    show({ title: 'Hello' });
    expect(screen.getByText('Hello').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('is a region landmark named Notifications, so its aria-label is allowed and can be jumped to', () => {
    renderProvider();
    show({ title: 'Hello' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(screen.getByText('Hello'));
  });

  it('dismisses by id, by the close button, or whatever is shown', async () => {
    renderProvider();
    const first = show({ title: 'First' });
    show({ title: 'Second' });
    act(() => api.dismiss(first));
    expect(screen.getByText('Second')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Second')).toBeNull();

    show({ title: 'Third' });
    act(() => api.dismiss());
    expect(screen.queryByText('Third')).toBeNull();
  });

  it('returns a new id for every toast', () => {
    renderProvider();
    expect(show({ title: 'a' })).not.toBe(show({ title: 'b' }));
  });
});

describe('useToast', () => {
  it('explains when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<CaptureApi onApi={keepApi} />)).toThrow(/inside a ToastProvider/);
  });
});
