import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default (5000, SPEC §9) when absent. */
  duration?: number;
}

interface ShownToast extends ToastInput {
  id: string;
}

export interface ToastApi {
  toast(input: ToastInput): string;
  dismiss(id?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const tones = {
  default: css`border-left-color: ${({ theme }) => theme.color.primary};`,
  success: css`border-left-color: ${({ theme }) => theme.color.success};`,
  warning: css`border-left-color: ${({ theme }) => theme.color.warning};`,
  destructive: css`border-left-color: ${({ theme }) => theme.color.destructive}; background: #2a1215;`,
};

const Region = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 60;
  width: min(380px, calc(100vw - 32px));
`;

const Item = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $variant }) => tones[$variant]}
`;

let nextId = 0;

/** Toasts for the whole app. SPEC §9: one at a time (a new toast replaces the current one). */
export function ToastProvider({ children, duration = 5000 }: { children: ReactNode; duration?: number }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const dismiss = useCallback((id?: string) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback((input: ToastInput) => {
    nextId += 1;
    const id = `toast-${nextId}`;
    setCurrent({ ...input, id });
    return id;
  }, []);

  useEffect(() => {
    if (!current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismiss(current.id), current.duration ?? duration);
    return () => clearTimeout(timer.current);
  }, [current, duration, dismiss]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const variant = current?.variant ?? 'default';
  const urgent = variant === 'destructive' || variant === 'warning';

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-live={urgent ? 'assertive' : 'polite'}>
        {current && (
          <Item key={current.id} $variant={variant} role={urgent ? 'alert' : 'status'} data-variant={variant}>
            <div style={{ flex: 1 }}>
              <strong>{current.title}</strong>
              {current.description && <div>{current.description}</div>}
            </div>
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(current.id)}
              style={{ background: 'none', border: 'none', color: 'inherit', cursor: 'pointer', fontSize: '1.1rem' }}
            >
              ×
            </button>
          </Item>
        )}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside a ToastProvider');
  return api;
}
