export { mountStandalone } from './mount-standalone.tsx';
export { HarnessRoutes } from './harness-app.tsx';
export { LOCAL_BACKEND } from './local-defaults.ts';
