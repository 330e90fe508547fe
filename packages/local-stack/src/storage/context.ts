import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import type { Caller } from './caller.ts';

/** What every Storage operation needs from the stack. */
export type StorageContext = {
  /** Connects as a superuser; operations for a caller switch to the caller's role first. */
  pool: Pool;
  jwtSecret: string;
  objectsDir: string;
  /** The global upload limit in bytes (`[storage] file_size_limit`). */
  fileSizeLimit: number;
  log: (line: string) => void;
};

/** One request once routed: the caller identified and the path's parameters decoded. */
export type StorageRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  caller: Caller;
  params: string[];
};
