// A runtime plugin the shell is built with, in production. Production remotes take the federation runtime's core
// from the shell (`externalRuntime`), but their entries still bundled two of its helper libraries again, the SDK
// and the error codes (about 5.5 KiB gzip of every area's first paint, measured from the source maps). Here the
// shell, whose entry carries both for its own runtime, puts them on globals; production remotes read them there
// (their `externals`, rspack-config.ts), exactly as they read the runtime core. Both are stateless helpers of one
// installed version for all apps, so one copy serves every container. A remote built so needs a shell that fills
// them: both sides say so in `shell-runtime.json` (SHELL_RUNTIME_VERSION 2 of @diva/contracts), and promotion
// refuses such a remote release onto an older shell (scripts/lib/release/checks.ts).
import { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from './federation-globals.ts';

/** Puts the shell's SDK and error codes on their globals. Runs as the shell's federation runtime starts, before any remote loads. */
export default function federationHelpersPlugin(): { name: string } {
  const scope = globalThis as Record<string, unknown>;
  // `require`, not `import`: the runtime core requires the CommonJS builds, so these are the very modules the
  // shell's entry already holds (an `import` would resolve the ES builds and bundle a second copy of each).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  scope[FEDERATION_SDK_GLOBAL] ??= require('@module-federation/sdk');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  scope[FEDERATION_ERROR_CODES_GLOBAL] ??= require('@module-federation/error-codes');
  return { name: 'diva-federation-helpers' };
}
