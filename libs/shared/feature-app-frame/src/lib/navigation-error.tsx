/**
 * Spec §8: navigation errors carry `statusCode`, defaulting to 500. A page (shell or remote) throws
 * `navigationError(404, message)` while rendering, and the nearest NavigationErrorBoundary shows the error
 * page for that status. The check is by shape, not `instanceof`, because each remote bundles its own copy.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-reload';

export interface NavigationErrorShape {
  statusCode: number;
  message: string;
}

export class NavigationError extends Error implements NavigationErrorShape {
  readonly statusCode: number;
  constructor(statusCode = 500, message = '') {
    super(message);
    this.name = 'NavigationError';
    this.statusCode = statusCode;
  }
}

export function navigationError(statusCode = 500, message = ''): NavigationError {
  return new NavigationError(statusCode, message);
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}

/** The status an error stands for: its `statusCode` (or an API error's `status`), else 500. */
export function statusCodeOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
    if (isHttpStatus(statusCode)) return statusCode;
    if (isHttpStatus(status)) return status;
  }
  return 500;
}

/**
 * The message of an error that was meant for the user (a navigation error or an API error, whose
 * messages are Indonesian and safe to show); undefined for programming errors, whose text is not.
 */
export function userMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { statusCode, status, message } = error as { statusCode?: unknown; status?: unknown; message?: unknown };
  if (!isHttpStatus(statusCode) && !isHttpStatus(status)) return undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export interface NavigationErrorBoundaryProps {
  /** When it changes (the location), a shown error is cleared so the next page can render. */
  resetKey: string;
  /** Renders the error page; `chunkFailed` is true when a page chunk could not be downloaded. */
  fallback: (error: { statusCode: number; message?: string; chunkFailed: boolean }) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

export class NavigationErrorBoundary extends Component<NavigationErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new NavigationError(500) };
  }

  static getDerivedStateFromProps(
    props: NavigationErrorBoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.error && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever investigates; the user sees the error page.
    console.error('Navigation error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback({
      statusCode: statusCodeOf(error),
      message: userMessageOf(error),
      chunkFailed: isChunkLoadError(error),
    });
  }
}
