// The only module that touches the Module Federation runtime. Shell unit tests mock this file.
export { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
