import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { cssVariables } from '../theme/tokens';
import { Avatar } from './Avatar/Avatar';
import { DEFAULT_AVATAR_SRC } from './Avatar/defaultAvatar';
import { Button } from './Button/Button';
import { Dialog } from './Dialog/Dialog';
import { ErrorPanel } from './Feedback/Feedback';
import { Switch } from './Switch/Switch';
import { Tabs } from './Tabs/Tabs';
import { ToastProvider, useToast, type ToastInput } from './Toast/Toast';

const themed = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  function Trigger({ input }: { input: ToastInput }) {
    const { toast } = useToast();
    return <button onClick={() => toast(input)}>{`show ${input.title}`}</button>;
  }

  it('shows at most one toast: a new one replaces the current one', async () => {
    themed(
      <ToastProvider>
        <Trigger input={{ title: 'First' }} />
        <Trigger input={{ title: 'Second', variant: 'success' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByText('show First'));
    await userEvent.click(screen.getByText('show Second'));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('disappears after 5000 ms by default', () => {
    vi.useFakeTimers();
    themed(
      <ToastProvider>
        <Trigger input={{ title: 'Saved' }} />
      </ToastProvider>,
    );
    act(() => screen.getByText('show Saved').click());
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('announces destructive and warning toasts as alerts', async () => {
    themed(
      <ToastProvider>
        <Trigger input={{ title: 'Upload Failed', variant: 'destructive' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByText('show Upload Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload Failed');
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    const onValueChange = vi.fn();
    themed(
      <Tabs
        aria-label="Modes"
        onValueChange={onValueChange}
        items={[
          { id: 'a', label: 'Alpha', content: 'alpha panel' },
          { id: 'b', label: 'Beta', content: 'beta panel' },
          { id: 'c', label: 'Gamma', content: 'gamma panel' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('beta panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
  });
});

describe('Switch', () => {
  it('toggles and reports its state to assistive technology', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch aria-label="Daily Summary" checked={on} onCheckedChange={setOn} />;
    }
    themed(<Harness />);
    const control = screen.getByRole('switch', { name: 'Daily Summary' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Dialog', () => {
  it('closes on Escape and gives focus back to the opener', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Forgot Password">
            <input aria-label="Email" />
          </Dialog>
        </>
      );
    }
    themed(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('Avatar', () => {
  it('shows the default avatar without a picture or when it fails to load', () => {
    const { rerender } = themed(<Avatar name="Ada" />);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    rerender(
      <ThemeProvider>
        <Avatar name="Ada" src="/broken.png" />
      </ThemeProvider>,
    );
    const image = screen.getByAltText('Ada');
    expect(image).toHaveAttribute('src', '/broken.png');
    act(() => image.dispatchEvent(new Event('error')));
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });
});

describe('ErrorPanel', () => {
  it('offers Retry when the caller can try again', async () => {
    const onRetry = vi.fn();
    themed(<ErrorPanel title="Dashboard is unavailable" message="Could not load." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('tokens', () => {
  it('are published as CSS custom properties', () => {
    expect(cssVariables()).toContain('--tj-color-primary: #3b82f6;');
    expect(cssVariables()).toContain('--tj-color-text-muted: #9aa6bf;');
    expect(cssVariables()).toContain('--tj-breakpoint-mobile: 1024px;');
  });
});
