export { mountStandalone } from './mount-standalone.tsx';
export { createHarnessRouter } from './harness-app.tsx';
export { LOCAL_BACKEND } from './local-defaults.ts';
