import { AREAS, type AreaName, type RemoteAppProps, type RemoteModule, remoteReadyMark } from '@diva/contracts';
import { Box, ErrorState, PageSkeleton, Text } from '@diva/ui';
import { useAfterFirstContent } from '../lib/after-first-content.ts';
import { markFirstContent } from '../lib/first-content.ts';
import { type ReactElement, Suspense, lazy, useLayoutEffect, useMemo, useState } from 'react';
import { markAreaRequested, noteRenderError, noteRendered } from './load-record.ts';
import { RemoteUnavailableError, errorCodeOf, loadAreaModule, preloadArea, resetArea } from './registry.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

export interface RemoteAreaProps {
  area: AreaName;
  /** The prefix this route mounts the remote under. */
  basePath: string;
}

/**
 * The area could not load or render. The member sees words only: the federation's message and error code
 * (RUNTIME-003…) go to the console and to load telemetry, never to the page.
 */
function Unavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Box maw={560} mx="auto" mt="xl">
      <ErrorState
        data-testid="remote-unavailable"
        title={`${title} is unavailable`}
        message="This part of the network could not be loaded right now. Everything else keeps working."
        onRetry={onRetry}
      />
    </Box>
  );
}

/** Marks that the remote has rendered, and then lets the shell fetch what it deferred. */
function RemoteReady({ area }: { area: AreaName }) {
  useLayoutEffect(() => {
    // Once per page load: the first render is the one measured (some test DOMs have no User Timing).
    const mark = remoteReadyMark(area);
    if (typeof performance.mark === 'function' && performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark);
    noteRendered(area);
    markFirstContent();
  }, [area]);
  useAfterFirstContent();
  return <span data-remote-ready={area} hidden />;
}

/**
 * The loaded remote, followed by a marker that it has rendered (the bench and e2e suites wait for it) and,
 * when the remote was built with a label, a small line naming its build.
 */
function withReadyMarker(area: AreaName, module: RemoteModule): { default: (props: RemoteAppProps) => ReactElement } {
  const RemoteApp = module.default;
  return {
    default: (props: RemoteAppProps) => (
      <>
        <RemoteApp {...props} />
        <RemoteReady area={area} />
        {module.buildLabel ? (
          <Text ta="center" size="xs" c="dimmed" mt="md" data-testid="area-build-label">
            {AREAS[area].title} build {module.buildLabel}
          </Text>
        ) : null}
      </>
    ),
  };
}

/** Mounts one remote lazily inside its own error boundary, with a skeleton while its code loads. */
export function RemoteArea({ area, basePath }: RemoteAreaProps) {
  // The time to the area's first render counts from the route that asked for it (the page's first: navigation).
  useState(() => markAreaRequested(area));
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected import forever: every retry needs a new lazy component.
  const RemoteApp = useMemo(() => {
    void attempt;
    // A load already under way (boot or sidebar hover) is reused; resetArea() drops it before a retry.
    return lazy(async () => withReadyMarker(area, await (preloadArea(area) ?? loadAreaModule(area))));
  }, [area, attempt]);
  const retry = () => {
    resetArea(area);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${area}:${attempt}`}
      onError={(error) => {
        // A failed load was reported by the registry; anything else is the release failing as it renders.
        if (!(error instanceof RemoteUnavailableError)) noteRenderError(area, errorCodeOf(error));
      }}
      fallback={() => <Unavailable title={AREAS[area].title} onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton label={`Loading ${AREAS[area].title}`} />}>
        <RemoteApp basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
