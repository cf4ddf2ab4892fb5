export { renderWithProviders, TestProviders, createTestQueryClient } from './render.tsx';
export type { ProviderOptions } from './render.tsx';
export { testRemoteContract } from './remote-contract.tsx';
export type { RemoteContractOptions } from './remote-contract.tsx';
