import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ToastCard } from './ToastCard';
import { ToastContext } from './ToastContext';
import type { ToastApi, ToastInput } from './toastTypes';

/** SPEC §9: a toast stays 5000 ms unless told otherwise. */
export const DEFAULT_TOAST_DURATION = 5000;

interface ShownToast extends ToastInput {
  id: string;
}

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(380px, calc(100vw - 32px));
`;

let lastToastNumber = 0;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default milliseconds a toast stays on screen. */
  duration?: number;
}

/**
 * The app's toasts and the region that shows them. SPEC §9: one at a time, so a new toast
 * replaces the current one; a dismissed toast is gone at once (nothing is kept to animate out).
 */
export function ToastProvider({ children, duration = DEFAULT_TOAST_DURATION }: ToastProviderProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);

  const dismiss = useCallback((id?: string) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback((input: ToastInput) => {
    lastToastNumber += 1;
    const id = `toast-${lastToastNumber}`;
    setCurrent({ ...input, id });
    return id;
  }, []);

  useAutoDismiss(current, duration, dismiss);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page: screen readers miss regions added with their content.
          A named region landmark, so a screen reader can also jump to the last toast. */}
      <Region role="region" aria-live="polite" aria-label="Notifications">
        {current && (
          <ToastCard
            key={current.id}
            title={current.title}
            description={current.description}
            variant={current.variant ?? 'default'}
            onDismiss={() => dismiss(current.id)}
          />
        )}
      </Region>
    </ToastContext.Provider>
  );
}

function useAutoDismiss(current: ShownToast | null, defaultDuration: number, dismiss: (id: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!current) return;
    const duration = current.duration ?? defaultDuration;
    if (!Number.isFinite(duration)) return;
    timer.current = setTimeout(() => dismiss(current.id), duration);
    return () => clearTimeout(timer.current);
  }, [current, defaultDuration, dismiss]);
}
