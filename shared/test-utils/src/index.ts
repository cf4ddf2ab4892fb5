export { renderRemote, renderWithProviders, TestProviders, createTestQueryClient } from './render.tsx';
export { OTHER_ID, signInAs, VIEWER_ID } from './session.ts';
export type { TestAccount } from './session.ts';
export type { ProviderOptions } from './render.tsx';
export { expectRemoteLandmark, testRemoteContract } from './remote-contract.tsx';
export type { Landmark, RemoteContractOptions } from './remote-contract.tsx';
export { countAtContentMark } from './content-mark.ts';
