// The only module that touches the Module Federation runtime. Shell unit tests mock this file.
export { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
export type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
