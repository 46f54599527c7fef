// PostgreSQL's frontend messages, cut out of a byte stream. A connection opens with a startup
// message (or first a TLS request), which has no type byte: a 32-bit length, then the protocol
// version. Every later message is a type byte and a 32-bit length that counts itself but not the
// type byte. Bytes of an incomplete message wait for the next chunk.

const SSL_REQUEST_CODE = 80877103;
const PROTOCOL_3 = 196608;

/** Where one connection's stream stands: bytes not yet cut, and whether its startup went by. */
export interface ProtocolReader {
  pending: Uint8Array;
  started: boolean;
}

export type ProtocolPart =
  | { kind: 'ssl-request' }
  | { kind: 'startup'; bytes: Uint8Array }
  | { kind: 'message'; bytes: Uint8Array };

export function newProtocolReader(): ProtocolReader {
  return { pending: new Uint8Array(0), started: false };
}

/** The whole messages that `chunk` completes, in order; the rest stays in `reader`. */
export function splitProtocolMessages(reader: ProtocolReader, chunk: Uint8Array): ProtocolPart[] {
  let bytes = chunk;
  if (reader.pending.length) {
    bytes = new Uint8Array(reader.pending.length + chunk.length);
    bytes.set(reader.pending);
    bytes.set(chunk, reader.pending.length);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: ProtocolPart[] = [];
  let offset = 0;
  for (;;) {
    const left = bytes.length - offset;
    if (!reader.started) {
      if (left < 8) break;
      const length = view.getInt32(offset);
      const code = view.getInt32(offset + 4);
      if (length === 8 && code === SSL_REQUEST_CODE) {
        parts.push({ kind: 'ssl-request' });
        offset += 8;
        continue;
      }
      if (code !== PROTOCOL_3 || length < 8) {
        throw new Error(`Not a PostgreSQL 3.0 startup message (length ${length}, code ${code})`);
      }
      if (left < length) break;
      parts.push({ kind: 'startup', bytes: bytes.slice(offset, offset + length) });
      offset += length;
      reader.started = true;
      continue;
    }
    if (left < 5) break;
    const length = view.getInt32(offset + 1);
    if (length < 4) throw new Error(`Malformed protocol message (length ${length})`);
    if (left < 1 + length) break;
    parts.push({ kind: 'message', bytes: bytes.slice(offset, offset + 1 + length) });
    offset += 1 + length;
  }
  reader.pending = bytes.slice(offset);
  return parts;
}
