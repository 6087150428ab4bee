import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsyncAction } from './useAsyncAction';

describe('useAsyncAction', () => {
  it('keeps what the action answered and is busy only while it runs', async () => {
    const { result } = renderHook(() => useAsyncAction());
    let finish: (notice: string) => void = () => {};
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish('Renamed “a” to “b”.');
      expect(await done).toBe(true);
    });
    expect(result.current).toMatchObject({ busy: false, error: null, outcome: 'Renamed “a” to “b”.' });
  });

  it('says the fallback when the action fails without the server’s words, and clears the last outcome', async () => {
    const { result } = renderHook(() => useAsyncAction());
    await act(async () => {
      await result.current.run(async () => 'Saved');
    });
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new Error('socket hang up')), 'Could not save.')).toBe(false);
    });
    expect(result.current).toMatchObject({ busy: false, error: 'Could not save.', outcome: null });
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('refuses before sending anything, with the reason', () => {
    const { result } = renderHook(() => useAsyncAction<number>());
    act(() => result.current.refuse('Type a name.'));
    expect(result.current).toMatchObject({ busy: false, error: 'Type a name.', outcome: null });
  });
});
