import { AREA_NAMES, type AreaName } from '@diva/contracts';
import { type PartFailure, setPartFailureReporter } from '@diva/core';
import type { AreaSource, LoadCohort } from './area-sources.ts';

/** How far a remote's load got, in order (`config` = the shell knew where to load it from). */
export const LOAD_PHASES = ['config', 'manifest', 'entry', 'init', 'expose', 'factory', 'render'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** One area load as telemetry reports it (`report_remote_load`). */
export interface RemoteLoadReport {
  area: AreaName;
  release: string;
  cohort: LoadCohort;
  phase: LoadPhase;
  ok: boolean;
  durationMs: number;
  retries: number;
  errorCode?: string;
}

export interface LoadRecord {
  retries: number;
  /** Notes a phase reached (never moves back). */
  reach(phase: LoadPhase): void;
  /** The load failed: reported once, with the code (never shown to the member). */
  fail(errorCode: string): void;
}

/** A release id telemetry accepts when the config names none (an override, a plain dist/). */
const UNNAMED_RELEASE: Record<LoadCohort, string> = { stable: 'unreleased', canary: 'unreleased', override: 'override' };

type Reporter = (report: RemoteLoadReport) => void;
let reporter: Reporter = () => undefined;
const records = new Map<AreaName, LiveRecord>();
/** When each area was asked for by a route (ms since navigation); the page's first area counts from navigation. */
const requestedAt = new Map<AreaName, number>();
let firstRequest = true;

interface LiveRecord extends LoadRecord {
  phase: LoadPhase;
  reported: boolean;
  source: AreaSource;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : 0);

/** Where reports go (the shell's telemetry api); set once at boot. A lazy part's failure goes there too. */
export function setLoadReporter(next: Reporter): void {
  reporter = next;
  setPartFailureReporter(notePartFailure);
}

/** A route asked for the area (its outlet mounted): the duration to its first render counts from here. */
export function markAreaRequested(area: AreaName): void {
  if (requestedAt.has(area) && !firstRequest) return;
  requestedAt.set(area, firstRequest ? 0 : now());
  firstRequest = false;
}

function send(record: LiveRecord, area: AreaName, ok: boolean, errorCode?: string): void {
  if (record.reported) return;
  record.reported = true;
  const started = requestedAt.get(area) ?? 0;
  requestedAt.delete(area);
  reporter({
    area,
    release: record.source.release ?? UNNAMED_RELEASE[record.source.cohort],
    cohort: record.source.cohort,
    phase: ok ? 'render' : record.phase,
    ok,
    durationMs: Math.max(0, Math.min(600_000, Math.round(now() - started))),
    retries: Math.min(100, record.retries),
    ...(errorCode ? { errorCode } : {}),
  });
}

/** Starts the record of one load of the area (a retry from the unavailable state starts a new one). */
export function startLoadRecord(area: AreaName, source: AreaSource): LoadRecord {
  if (!requestedAt.has(area)) markAreaRequested(area);
  const record: LiveRecord = {
    source,
    phase: 'config',
    retries: 0,
    reported: false,
    reach(phase) {
      if (LOAD_PHASES.indexOf(phase) > LOAD_PHASES.indexOf(record.phase)) record.phase = phase;
    },
    fail(errorCode) {
      send(record, area, false, errorCode);
    },
  };
  records.set(area, record);
  return record;
}

/** A runtime hook saw the area reach a phase (manifest, entry, init, expose, factory). */
export function notePhase(area: AreaName, phase: LoadPhase): void {
  records.get(area)?.reach(phase);
}

/** The area rendered for the first time since its load: reported as a success. */
export function noteRendered(area: AreaName): void {
  const record = records.get(area);
  if (record) send(record, area, true);
}

/**
 * The area failed while rendering. Before its first render this is the load's failure; after it, a render
 * error of a release already shown (a lazy chunk gone, a bug), reported as a failed render of its own.
 */
export function noteRenderError(area: AreaName, errorCode: string): void {
  const record = records.get(area);
  if (!record) return;
  if (!record.reported) {
    record.fail(errorCode);
    return;
  }
  reportFailedRender(area, record, record.retries, errorCode);
}

/**
 * A part an area loads after its first render (a lazy panel) failed after its retries: a failed render of the
 * area's release, the code naming the part (`comments:ChunkLoadError`).
 */
export function notePartFailure(failure: PartFailure): void {
  const area = AREA_NAMES.find((name) => name === failure.area);
  const record = area ? records.get(area) : undefined;
  if (!area || !record) return;
  reportFailedRender(area, record, Math.min(100, failure.retries), `${failure.part}:${failure.errorCode}`.slice(0, 100));
}

/** A failed render of the release this area's record loaded, reported on its own (after the load's report). */
function reportFailedRender(area: AreaName, record: LiveRecord, retries: number, errorCode: string): void {
  reporter({
    area,
    release: record.source.release ?? UNNAMED_RELEASE[record.source.cohort],
    cohort: record.source.cohort,
    phase: 'render',
    ok: false,
    durationMs: 0,
    retries,
    errorCode,
  });
}

/** The release and cohort each area of this page loaded from (the banner, tests). */
export function loadedSource(area: AreaName): AreaSource | undefined {
  return records.get(area)?.source;
}

/** Tests only. */
export function resetLoadRecordsForTests(): void {
  records.clear();
  requestedAt.clear();
  firstRequest = true;
  reporter = () => undefined;
}
