import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer';
import { readAllMail, readLatestMail } from './outbox';

describe('outbox mailer', () => {
  let outboxDir: string;
  const logger = { info: jest.fn(), error: jest.fn() };
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'dpohub-outbox-'));
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  const mailer = () =>
    createMailer({ from: 'DPOHUB <no-reply@dpohub.local>', smtpUrl: null, outboxDir, logger });

  it('writes an .eml and lets readLatestMail find the newest message for a recipient', async () => {
    const m = mailer();
    await m.send({ to: 'ana@acme.local', subject: 'Primeiro', text: 'um' });
    await m.send({ to: 'bruno@acme.local', subject: 'Outro', text: 'dois' });
    m.sendInBackground({ to: 'Ana@Acme.local', subject: 'Segundo', text: 'três ç' });
    await m.idle();

    const latest = await readLatestMail(outboxDir, 'ana@acme.local');
    expect(latest).toMatchObject({ subject: 'Segundo', text: 'três ç' });
    const eml = readFileSync(latest!.file, 'utf8');
    expect(eml).toMatch(/^Subject: Segundo$/m);
    expect(eml).toMatch(/^From: DPOHUB <no-reply@dpohub.local>$/m);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ana@acme.local' }),
      expect.any(String),
    );
  });

  it('never shows a reader a half-written message while others are being written', async () => {
    const m = mailer();
    const big = 'x'.repeat(200_000);
    let writing = true;
    const sends = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        m.send({ to: `leitor${i}@acme.local`, subject: `Aviso ${i}`, text: big }),
      ),
    ).finally(() => {
      writing = false;
    });
    const seen: number[] = [];
    while (writing) seen.push((await readAllMail(outboxDir)).length);
    await sends;

    expect((await readAllMail(outboxDir)).map((mail) => mail.subject)).toHaveLength(40);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('answers undefined for a recipient with no mail or a missing outbox', async () => {
    expect(await readLatestMail(outboxDir, 'ninguem@acme.local')).toBeUndefined();
    expect(await readLatestMail(path.join(outboxDir, 'missing'), 'x@y.local')).toBeUndefined();
  });
});
