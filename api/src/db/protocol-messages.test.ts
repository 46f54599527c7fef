import { newProtocolReader, splitProtocolMessages } from './protocol-messages';

function startup(): Uint8Array {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const bytes = Buffer.alloc(8 + body.length);
  bytes.writeInt32BE(bytes.length, 0);
  bytes.writeInt32BE(196608, 4);
  body.copy(bytes, 8);
  return bytes;
}

function message(type: string, payload: string): Uint8Array {
  const body = Buffer.from(payload);
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0);
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('splitProtocolMessages', () => {
  it('cuts the startup message, then typed messages, out of one chunk', () => {
    const reader = newProtocolReader();
    const parts = splitProtocolMessages(
      reader,
      join(startup(), message('Q', 'select 1\0'), message('X', '')),
    );

    expect(parts.map((part) => part.kind)).toEqual(['startup', 'message', 'message']);
    expect(Buffer.from(parts[1]!.kind === 'message' ? parts[1]!.bytes : []).toString()).toContain(
      'select 1',
    );
    expect(parts[2]).toEqual({ kind: 'message', bytes: join(message('X', '')) });
    expect(reader.started).toBe(true);
    expect(reader.pending).toHaveLength(0);
  });

  it('answers a TLS request before the startup message', () => {
    const sslRequest = Buffer.alloc(8);
    sslRequest.writeInt32BE(8, 0);
    sslRequest.writeInt32BE(80877103, 4);

    const parts = splitProtocolMessages(newProtocolReader(), join(sslRequest, startup()));

    expect(parts.map((part) => part.kind)).toEqual(['ssl-request', 'startup']);
  });

  it('keeps an incomplete message until the chunk that completes it', () => {
    const reader = newProtocolReader();
    splitProtocolMessages(reader, startup());
    const whole = message('P', '\0select $1::int\0\0\0');

    expect(splitProtocolMessages(reader, whole.slice(0, 3))).toEqual([]);
    expect(splitProtocolMessages(reader, whole.slice(3, 9))).toEqual([]);
    expect(splitProtocolMessages(reader, join(whole.slice(9), message('S', '')))).toEqual([
      { kind: 'message', bytes: whole },
      { kind: 'message', bytes: join(message('S', '')) },
    ]);
  });

  it('refuses bytes that are not a PostgreSQL 3.0 startup', () => {
    expect(() => splitProtocolMessages(newProtocolReader(), message('Q', 'select 1\0'))).toThrow(
      'Not a PostgreSQL 3.0 startup message',
    );
  });
});
