import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ReleaseRefused } from './refusal.ts';

/** A lock left by a process of this machine that no longer runs (a Ctrl+C skips `finally`). */
function heldByDeadProcess(holder: string): boolean {
  const [pid, host] = holder.split(' ');
  if (host !== os.hostname() || !/^\d+$/.test(pid ?? '')) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes a dead process's lock. Two writers may both find it dead; if the second removed it after the first
 * had taken a new lock, both would write. So breaking takes a lock of its own and re-reads the holder under it.
 */
async function breakDeadLock(lockFile: string, deadHolder: string): Promise<boolean> {
  const breaker = `${lockFile}.break`;
  try {
    await fs.writeFile(breaker, `${process.pid}\n`, { flag: 'wx' });
  } catch {
    return false; // another writer is breaking it: wait and try again
  }
  try {
    const holder = (await fs.readFile(lockFile, 'utf8').catch(() => '')).trim();
    if (holder === deadHolder) await fs.rm(lockFile, { force: true });
    return true;
  } finally {
    await fs.rm(breaker, { force: true });
  }
}

/**
 * The registry has one writer at a time: a lock file created exclusively (`wx` fails if it exists), removed
 * when the write is done. A second writer waits for it, then reads the pointers the first one left. A lock whose
 * process is gone is taken over; one held on another machine is refused in words after `waitMs`.
 */
export async function withLock<T>(registryDir: string, work: () => Promise<T>, waitMs = 5000): Promise<T> {
  const lockFile = path.join(registryDir, '.lock');
  await fs.mkdir(registryDir, { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fs.writeFile(lockFile, `${process.pid} ${os.hostname()} ${new Date().toISOString()}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = (await fs.readFile(lockFile, 'utf8').catch(() => '')).trim();
      if (heldByDeadProcess(holder) && (await breakDeadLock(lockFile, holder))) continue;
      if (Date.now() > deadline) {
        throw new ReleaseRefused('registry-locked', `another writer holds ${lockFile} (pid, host and time: ${holder || 'unknown'}); if that process is gone, remove the file.`);
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
