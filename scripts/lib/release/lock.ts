import { promises as fs } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ReleaseRefused } from './refusal.ts';

/**
 * The registry has one writer at a time: a lock file created exclusively (`wx` fails if it exists), removed
 * when the write is done. A second writer waits for it, then reads the pointers the first one left.
 */
export async function withLock<T>(registryDir: string, work: () => Promise<T>, waitMs = 5000): Promise<T> {
  const lockFile = path.join(registryDir, '.lock');
  await fs.mkdir(registryDir, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fs.writeFile(lockFile, `${process.pid} ${new Date().toISOString()}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        const holder = await fs.readFile(lockFile, 'utf8').catch(() => 'unknown');
        throw new ReleaseRefused('registry-locked', `another writer holds ${lockFile} (pid and time: ${holder.trim()}); if that process is gone, remove the file.`);
      }
      await delay(10 + Math.random() * 20);
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}
