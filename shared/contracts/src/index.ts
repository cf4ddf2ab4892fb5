export * from './areas.ts';
export * from './canary-cohort.ts';
export * from './content-mark.ts';
export * from './first-route-data.ts';
export * from './paths.ts';
export * from './remote-module.ts';
export type * from './runtime-config.ts';
export type * from './remote-health.ts';
