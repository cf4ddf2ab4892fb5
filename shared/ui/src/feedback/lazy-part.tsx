import { CHUNK_RETRIES, loadErrorCode, loadWithRetry, reportPartFailure } from '@diva/core';
import { COMMON_TEXTS } from '@diva/core/texts';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, lazy, useMemo, useState } from 'react';
import { ErrorState } from './error-state.tsx';

interface BoundaryProps {
  onError: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed part inside its own frame: the rest of the page goes on. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LazyPartOptions {
  /** The area the part belongs to (telemetry). */
  area: string;
  /** The part's name in telemetry ('comments'). */
  part: string;
  /** Retries past the cache before the error shows (default CHUNK_RETRIES). */
  retries?: number;
}

/**
 * `React.lazy` for a part an area loads after its first render (a panel opened later). A failed chunk is retried
 * past the cache; if it still fails, the part says so in words with Retry (never the federation's error code,
 * which goes to load telemetry) and the rest of the page keeps working. Render it inside a Suspense.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: (props: P) => ReactNode }>, options: LazyPartOptions): ComponentType<P> {
  const { area, part, retries } = options;
  // React.lazy keeps a rejected load forever: Retry makes a fresh one (for every instance of the part; a mount
  // before a Retry shows the failure without loading again).
  const fresh = (): ComponentType<P> => lazy(() => loadWithRetry(load, retries)) as unknown as ComponentType<P>;
  let current = fresh();

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Loaded = useMemo(() => {
      void attempt;
      return current;
    }, [attempt]);
    const retry = () => {
      if (Loaded === current) current = fresh();
      setAttempt((value) => value + 1);
    };
    return (
      <PartBoundary
        key={attempt}
        onError={(error) => reportPartFailure({ area, part, errorCode: loadErrorCode(error), retries: retries ?? CHUNK_RETRIES })}
        fallback={<ErrorState data-testid="part-unavailable" message={COMMON_TEXTS.partUnavailable} retryLabel={COMMON_TEXTS.retry} onRetry={retry} />}
      >
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${part})`;
  return LazyPart;
}
