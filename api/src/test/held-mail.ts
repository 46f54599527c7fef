import type { Mailer } from '../mail/mailer';

/**
 * Holds every message `mailer` is asked to send until `release()`, then sends them as it would
 * have. A call that answers while its e-mail is held did not wait for the e-mail; one that waited
 * would never answer (the test fails on its timeout).
 */
export function holdMail(mailer: Mailer): { release(): void } {
  const send = mailer.send;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mailer.send = async (message) => {
    await released;
    return send.call(mailer, message);
  };
  return {
    release() {
      mailer.send = send;
      release();
    },
  };
}
