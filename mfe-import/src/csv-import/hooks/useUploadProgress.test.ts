import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUploadProgress } from './useUploadProgress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUploadProgress (SPEC §4)', () => {
  it('rises 10 points every 200 ms and waits at 90', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.progress).toBe(40);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.progress).toBe(90);
  });

  it('ends at 100 on success and stops ticking', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.finish(true));
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBe(100);
  });

  it('goes back to 0 on failure', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.finish(false));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBe(0);
  });

  it('stops ticking when the page goes away', () => {
    const { result, unmount } = renderHook(() => useUploadProgress());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
