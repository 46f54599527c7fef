// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly in the thread
// that calls it; here that is this worker, so the API's thread keeps serving HTTP (tokens, JSON,
// spreadsheets) while a query runs, and the process starts PGlite while it loads its own modules.
//
// The API talks to it in PostgreSQL's wire protocol, with node-postgres, as it talks to a
// PostgreSQL server: each connection is a MessagePort carrying the protocol's bytes, and each
// message is handed to PGlite's `execProtocolRawStream`. PGlite is one session: the pool over it
// has one connection (embedded-database.ts), and messages run one at a time in the order they came.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { copyTemplateInto } from './database-template';
import { newProtocolReader, splitProtocolMessages } from './protocol-messages';

export interface PgliteWorkerData {
  /** The data folder, or null for a database in memory. */
  dataDir: string | null;
  /** A pre-initialised folder to copy into `dataDir` when it is empty (but for its lock). */
  template: string | null;
}

/** What the API's thread sends: a new connection's port, or the order to stop. */
export type ToPgliteWorker = { type: 'connection'; port: MessagePort } | { type: 'close' };

/** What the worker answers once: PGlite is open, or could not be. */
export type FromPgliteWorker =
  { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

/** A connection's traffic: the protocol's bytes either way, or the worker's failure to serve it. */
export type ConnectionMessage = Uint8Array | { type: 'error'; message: string };

const TERMINATE = 0x58; // 'X': the client is leaving; PGlite's session stays for the next one.
/** Messages after which the client waits for an answer: PGlite syncs its files only there. */
const ANSWERED = new Set([0x53 /* Sync */, 0x51 /* Query */, 0x48 /* Flush */]);

async function serve(port: NonNullable<typeof parentPort>, data: PgliteWorkerData): Promise<void> {
  const extensions = { pg_trgm, unaccent };
  let db: PGlite;
  try {
    if (data.dataDir && data.template) copyTemplateInto(data.dataDir, data.template);
    db = data.dataDir
      ? await PGlite.create(data.dataDir, { extensions })
      : await PGlite.create({ extensions });
  } catch (error) {
    port.postMessage({ type: 'failed', message: describe(error) } satisfies FromPgliteWorker);
    return;
  }

  // Every connection's work goes through one chain, so PGlite never runs two messages at once.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>, failed: (error: unknown) => void): void => {
    queue = queue.then(work).catch(failed);
  };
  let connections = 0;

  function accept(connection: MessagePort): void {
    connections += 1;
    // A connection after the first (the pool replaces its connection after any query error)
    // finds PGlite's one session as the last client left it. Before the new client's startup is
    // answered, the session is made new as a PostgreSQL backend would be: an open transaction
    // rolled back, then prepared statements and settings discarded. The new client prepares
    // its named statements again; with the old ones left, each would fail as "already exists".
    const reset = connections > 1;
    const reader = newProtocolReader();
    connection.on('message', (message: ConnectionMessage) => {
      if (!(message instanceof Uint8Array)) return;
      enqueue(
        async () => {
          const answers: Uint8Array[] = [];
          if (reset && !reader.started) {
            await db.exec('rollback').catch(() => undefined);
            await db.exec('discard all');
          }
          for (const part of splitProtocolMessages(reader, message)) {
            if (part.kind === 'ssl-request') {
              answers.push(Uint8Array.of(0x4e)); // 'N': no TLS inside the process
              continue;
            }
            if (part.kind === 'message' && part.bytes[0] === TERMINATE) continue;
            const syncToFs = part.kind === 'startup' || ANSWERED.has(part.bytes[0]!);
            // The stream form hands over the answer's bytes as PGlite writes them (views of
            // its memory, so copied). execProtocolRaw would also parse every message of the
            // answer into results nobody reads: half the worker's time on a large result.
            await db.execProtocolRawStream(part.bytes, {
              syncToFs,
              onRawData: (chunk) => answers.push(chunk.slice()),
            });
          }
          const answer = concat(answers);
          if (answer.length) connection.postMessage(answer, [answer.buffer as ArrayBuffer]);
        },
        (error) => {
          // PGlite itself failed (not a SQL error, which is an answer like any other): the
          // connection ends with the reason, and the pool's next connection tries again.
          connection.postMessage({
            type: 'error',
            message: describe(error),
          } satisfies ConnectionMessage);
          connection.close();
        },
      );
    });
  }

  port.on('message', (message: ToPgliteWorker) => {
    if (message.type === 'connection') {
      accept(message.port);
      return;
    }
    enqueue(
      async () => {
        await db.close();
        port.postMessage({ type: 'closed' } satisfies FromPgliteWorker);
      },
      (error) =>
        port.postMessage({ type: 'failed', message: describe(error) } satisfies FromPgliteWorker),
    );
  });
  port.postMessage({ type: 'ready' } satisfies FromPgliteWorker);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One buffer of its own (not a view of PGlite's memory) holding every answer in order. */
function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

if (parentPort) void serve(parentPort, workerData as PgliteWorkerData);
