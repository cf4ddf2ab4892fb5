import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue hashes with Go's bcrypt.DefaultCost. */
export const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;
/** The Supabase CLI's default `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;

const BCRYPT_HASH = /^\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * GoTrue's password strength check: too long is a 400; too short is a 422 weak_password whose body lists
 * the reasons (auth-js turns it into AuthWeakPasswordError).
 */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weak = weakPasswordReasons(password);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}

export function weakPasswordReasons(password: string): { message: string; reasons: string[] } | null {
  // Go's len() counts bytes.
  if (Buffer.byteLength(password, 'utf8') < MIN_PASSWORD_LENGTH) {
    return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] };
  }
  return null;
}

interface Job {
  message: { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; hash: string };
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: { id: number; job: Job };
}

/**
 * bcrypt in a small pool of worker threads, so hashing (~100 ms per password at cost 10) never blocks the
 * event loop that serves every other request. Workers start on first use and do not keep the process alive.
 */
export class PasswordHasher {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly cost = BCRYPT_COST,
    private readonly size = Math.max(1, Math.min(4, availableParallelism() - 1)),
  ) {}

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password, cost: this.cost }) as Promise<string>;
  }

  /** False for anything that is not a bcrypt hash (empty, NULL, other schemes) without bothering a worker. */
  async verify(password: string, hash: string | null | undefined): Promise<boolean> {
    if (!hash || !BCRYPT_HASH.test(hash)) return false;
    return (await this.run({ op: 'verify', password, hash })) as boolean;
  }

  async close(): Promise<void> {
    this.closed = true;
    const closed = new Error('password hasher closed');
    for (const job of this.queue.splice(0)) job.reject(closed);
    const slots = this.slots.splice(0);
    for (const s of slots) s.busy?.job.reject(closed);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private run(message: Job['message']): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('password hasher closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      slot.busy = { id, job };
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job.message });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url));
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const busy = slot.busy;
      if (!busy || busy.id !== msg.id) return;
      slot.busy = undefined;
      worker.unref();
      if (msg.error !== undefined) busy.job.reject(new Error(msg.error));
      else busy.job.resolve(msg.result);
      this.dispatch();
    });
    const fail = (e: Error) => {
      // A crashed worker fails its job and is replaced on the next dispatch.
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      slot.busy?.job.reject(e);
      slot.busy = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`password worker exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }
}
