import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { EquityCurveChart } from '../EquityCurveChart/EquityCurveChart';

const POINTS = [
  { date: '2025-03-13', dayPnl: 75, cumulativePnl: 75, trades: 1 },
  { date: '2025-03-14', dayPnl: -25.5, cumulativePnl: 49.5, trades: 2 },
];

/** A stand-in for the browser's IntersectionObserver: the test says when an element comes on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('a chart below the screen', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a skeleton in the plot’s place, and its table, until it comes on screen; then it draws the plot', async () => {
    renderWithTheme(<EquityCurveChart title="Equity curve" points={POINTS} emptyText="-" />);
    expect(screen.queryByRole('img', { name: 'Equity curve' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Equity curve' })).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('0px');

    observer!.show(false);
    expect(screen.queryByRole('img', { name: 'Equity curve' })).toBeNull();

    observer!.show(true);
    expect(await screen.findByRole('img', { name: 'Equity curve' })).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });
});
