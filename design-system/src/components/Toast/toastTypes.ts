export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default (5000, SPEC §9) when absent, Infinity to stay until dismissed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (SPEC §9: at most one), and returns its id. */
  toast(input: ToastInput): string;
  /** Hides the toast with this id, or whichever is shown when no id is given. */
  dismiss(id?: string): void;
}
