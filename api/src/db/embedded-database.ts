// The embedded database (PGlite) in a worker thread of its own (pglite-worker.ts), reached over
// PostgreSQL's wire protocol: node-postgres connects with `stream: embedded.connect`, so the API
// uses the same driver and the same code on PGlite as on a PostgreSQL server.
//
// This module loads only Node's built-ins, so the API's entry can start the worker first and load
// everything else while PGlite opens.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { templateFolder } from './database-template';
import { lockDataDir } from './data-dir-lock';
import type {
  ConnectionMessage,
  FromPgliteWorker,
  PgliteWorkerData,
  ToPgliteWorker,
} from './pglite-worker';

export interface EmbeddedDatabase {
  /** Settles once PGlite has opened its folder (or failed to). */
  ready: Promise<void>;
  /** A new connection, for node-postgres's `stream` option. */
  connect(): Duplex;
  /** Closes PGlite, ends the worker and releases the folder. */
  close(): Promise<void>;
}

/**
 * The worker: the bundle's `pglite-worker.js` beside the API's own, or else the TypeScript source,
 * compiled by tsx as it loads (tests, `npm run dev`).
 */
function newWorker(workerData: PgliteWorkerData): Worker {
  const built = path.join(__dirname, 'pglite-worker.js');
  if (existsSync(built)) return new Worker(built, { workerData });
  const source = path.join(__dirname, 'pglite-worker.ts');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(source)});`, {
    eval: true,
    workerData,
  });
}

/**
 * A byte stream from node-postgres to the worker: what the client writes in one turn of the
 * event loop (a query's Parse, Bind, Describe, Execute and Sync) goes over as one message.
 */
class WorkerConnection extends Duplex {
  private outgoing: Uint8Array[] = [];

  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (message: ConnectionMessage) => {
      if (message instanceof Uint8Array)
        this.push(Buffer.from(message.buffer, message.byteOffset, message.length));
      else this.destroy(new Error(`The embedded database failed: ${message.message}`));
    });
    port.on('close', () => this.push(null));
  }

  // node-postgres calls these on a TCP socket; a port between threads has nothing to set.
  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  // The pool unrefs an idle connection's socket so it alone does not keep the process alive.
  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null) => void,
  ): void {
    if (this.outgoing.push(chunk) === 1) queueMicrotask(() => this.flush());
    done();
  }

  private flush(): void {
    const chunks = this.outgoing;
    this.outgoing = [];
    const bytes = new Uint8Array(Buffer.concat(chunks));
    this.port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  }

  override _read(): void {
    // Answers are pushed as the worker sends them.
  }

  // The client ends after its Terminate message; a server would then close the connection.
  override _final(done: (error?: Error | null) => void): void {
    if (this.outgoing.length) this.flush();
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.port.close();
    done(error);
  }
}

/**
 * Opens the embedded database in `dataDir` (null: in memory) on a worker thread. The folder is
 * locked against a second process here; then the worker fills an empty one from the build's
 * pre-initialised folder, while this thread goes on, and opens it.
 */
export function startEmbeddedDatabase(
  dataDir: string | null,
  options: { useTemplate?: boolean } = {},
): EmbeddedDatabase {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  const template = dataDir && options.useTemplate !== false ? templateFolder() : null;
  const worker = newWorker({ dataDir, template });
  let failure: Error | null = null;
  let closed = false;
  const open = new Set<WorkerConnection>();
  const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPgliteWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The embedded database stopped (exit code ${code})`)),
    );
  });
  ready.catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
    for (const connection of open) connection.destroy(failure);
    release();
  });
  // A worker that dies later takes its connections with it: their queries fail, and so do new ones.
  worker.on('error', (error) => {
    failure = error;
    for (const connection of open) connection.destroy(error);
  });
  void stopped.then(() => {
    if (!closed) failure ??= new Error('The embedded database stopped');
    for (const connection of open) connection.destroy(failure ?? undefined);
  });

  return {
    ready,
    connect() {
      const { port1, port2 } = new MessageChannel();
      const connection = new WorkerConnection(port1);
      if (failure || closed) {
        queueMicrotask(() =>
          connection.destroy(failure ?? new Error('The embedded database is closed')),
        );
        return connection;
      }
      open.add(connection);
      connection.once('close', () => open.delete(connection));
      worker.postMessage({ type: 'connection', port: port2 } satisfies ToPgliteWorker, [port2]);
      return connection;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!failure) {
          const done = new Promise<void>((resolve) =>
            worker.on('message', (message: FromPgliteWorker) => {
              if (message.type === 'closed' || message.type === 'failed') resolve();
            }),
          );
          worker.postMessage({ type: 'close' } satisfies ToPgliteWorker);
          await Promise.race([done, stopped]);
        }
        await worker.terminate();
      } finally {
        release();
      }
    },
  };
}
