import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What stands in for the children once one of them failed to render. */
  fallback: (error: unknown) => ReactNode;
  /** Told of the failure (to log it); the fallback is drawn either way. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Catches a failure while rendering what is below it — a crash, or a lazy page whose code could not be loaded —
 * and draws `fallback` in its place, so the rest of the page stays (React unmounts the whole tree up to the
 * nearest boundary: without one, a blank page). React has no hook for this; a class is the only way. To try
 * again, give it a new `key`.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
