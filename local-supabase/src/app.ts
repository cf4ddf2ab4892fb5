import type { Settings } from './config.ts';
import type { Db } from './db/types.ts';
import type { ApiRequest } from './http/request.ts';
import type { Reply } from './http/reply.ts';

/** What every service is built from. */
export interface App {
  settings: Settings;
  db: Db;
  /** The base URL clients reach, e.g. http://127.0.0.1:54321. */
  url(): string;
  log(line: string): void;
}

export interface Service {
  handle(req: ApiRequest): Promise<Reply>;
  close?(): Promise<void>;
}
