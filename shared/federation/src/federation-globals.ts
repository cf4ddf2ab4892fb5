/** Where the shell puts the federation runtime's SDK for production remotes (federation-helpers-plugin.ts). */
export const FEDERATION_SDK_GLOBAL = '_DIVA_FEDERATION_SDK';
/** Where the shell puts the federation runtime's error codes for production remotes. */
export const FEDERATION_ERROR_CODES_GLOBAL = '_DIVA_FEDERATION_ERROR_CODES';
