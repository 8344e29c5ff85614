import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastRegion } from './toast-region';

export type ToastVariant = 'danger' | 'success' | 'info' | 'warning';

export interface ToastOptions {
  /** Spec §8: defaults to 'Info'. */
  title?: string;
  message: string;
  /** Spec §8: defaults to 'danger'. */
  variant?: ToastVariant;
  /** Auto-dismiss delay. Default 5000 ms; 0 keeps the toast until it is closed. */
  durationMs?: number;
  /**
   * Optional id: showing a toast with the same id replaces it (no pile of identical errors), and `dismiss(id)` closes
   * it.
   */
  id?: string;
}

export interface ToastApi {
  show(options: ToastOptions): void;
  dismiss(id: string): void;
}

export interface ToastEntry {
  id: string;
  /** Unique per show, so a replaced toast restarts its timer. */
  key: number;
  title: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export const TOAST_DEFAULT_TITLE = 'Info';
export const TOAST_DEFAULT_VARIANT: ToastVariant = 'danger';
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Older toasts give way beyond this many, so a burst of errors cannot cover the page. */
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // A per-provider counter (not module state): the design system is a run-time singleton shared by all apps.
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const entry: ToastEntry = {
      id: options.id ?? `toast-${counter.current}`,
      key: counter.current,
      title: options.title?.trim() ? options.title : TOAST_DEFAULT_TITLE,
      message: options.message,
      variant: options.variant ?? TOAST_DEFAULT_VARIANT,
      durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
    };
    setToasts((list) => [...list.filter((toast) => toast.id !== entry.id), entry].slice(-MAX_VISIBLE));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** `show` and `dismiss` of the nearest ToastProvider (DesignSystemProvider includes one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <DesignSystemProvider> or <ToastProvider>.');
  return api;
}
