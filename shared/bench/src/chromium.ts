import { chromium, type Browser } from '@playwright/test';
import { accessSync, constants } from 'node:fs';

/** Debian's Chromium (the only browser this project uses; nothing is downloaded). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumAvailable(): boolean {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const CHROMIUM_INSTALL_HINT = `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's build: apt-get install -y chromium`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium for a bench; without it, the install hint and exit code 1. */
export async function launchChromium(): Promise<Browser> {
  if (!chromiumAvailable()) {
    console.error(CHROMIUM_INSTALL_HINT);
    process.exit(1);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
