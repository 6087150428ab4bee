import { useContext } from 'react';
import { ToastContext } from './ToastContext';
import type { ToastApi } from './toastTypes';

/** Shows and dismisses the app's toasts; needs a ToastProvider above (the shell provides one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside a ToastProvider');
  return api;
}
