import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../../scripts/lib/platform.ts';
import { E2E_BACKEND_PORT, E2E_SHELL_PORT, e2eRemotePort } from './ports.ts';

/**
 * Starts the composed production build once for the whole run: local-supabase in memory with the seed, the
 * remotes and the shell, each from its dist/. Workers learn where things are from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const configFile = path.join(os.tmpdir(), `diva-e2e-${process.pid}`, 'config.json');
  const platform = await startPlatform({
    db: 'memory',
    backendPort: E2E_BACKEND_PORT,
    shellPort: E2E_SHELL_PORT,
    remotePort: e2eRemotePort,
    configFile,
    // Every suite signs in from this machine; the real limits are local-supabase's own tests' business.
    authRateLimits: { signInSignUps: 100_000, tokenVerifications: 100_000, tokenRefresh: 100_000, otp: 100_000 },
    // Every suite signs members up and in; bcrypt's lowest cost spares ~100 ms of CPU per password.
    passwordHashCost: 4,
  });
  process.env.E2E_SHELL_URL = platform.shellUrl;
  process.env.E2E_CONFIG_FILE = platform.configFile;
  process.env.E2E_SUPABASE_URL = platform.backend.url;
  process.env.E2E_ANON_KEY = platform.backend.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = platform.backend.serviceRoleKey;
  return () => platform.stop();
}
