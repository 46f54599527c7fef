import { concurrencyLimit } from './password-hasher';

describe('concurrencyLimit', () => {
  it('runs at most its number at once, the others in the order they came, past a failure', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const work = (index: number, fail = false) =>
      limit(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error(`work ${index} failed`);
        return index;
      });
    const results = [work(0, true), work(1), work(2), work(3)].map((each) =>
      each.then(
        (value) => `ok ${value}`,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual(['work 0 failed', 'ok 1', 'ok 2', 'ok 3']);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });
});
