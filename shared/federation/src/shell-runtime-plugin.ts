import { SHELL_RUNTIME_FILE, SHELL_RUNTIME_VERSION } from '@diva/contracts';
import type { Compiler } from '@rspack/core';

/** What `shell-runtime.json` holds: the shell's build says what it provides, a remote's what it needs. */
export type ShellRuntimeRecord = { providesShellRuntime: number } | { needsShellRuntime: number };

/**
 * Writes `shell-runtime.json` beside the manifest of a production build: the shell provides the current
 * `SHELL_RUNTIME_VERSION` (its entry fills the globals), a remote needs it (its entry reads them). The release
 * store records a remote's need and promotion compares it with the environment's shell (scripts/lib/release).
 */
export class ShellRuntimePlugin {
  constructor(private readonly side: 'shell' | 'remote') {}

  apply(compiler: Compiler): void {
    const record: ShellRuntimeRecord =
      this.side === 'shell' ? { providesShellRuntime: SHELL_RUNTIME_VERSION } : { needsShellRuntime: SHELL_RUNTIME_VERSION };
    compiler.hooks.thisCompilation.tap('ShellRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellRuntimePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHELL_RUNTIME_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}
