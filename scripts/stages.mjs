// Runs the stages of `npm test` side by side where they do not wait for each other, and prints
// each stage's output when it ends (whole, so two stages never interleave) and a closing table:
// start, time and result of each stage, then "N passed, N failed".
//
// A stage declares what it waits for (`needs`) and how many cores it keeps busy (`cores`, default
// 1). Stages start in the order listed once their needs are done and their cores fit in the budget
// (TEST_CORES, default twice the machine's cores: a stage waits on its browser, its servers or its
// disk part of the time). A stage whose needs failed does not run.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandOutput } from './lib.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * @param {{ name: string, needs?: string[], cores?: number, run: () => Promise<{ passed: number, failed: number, failures?: string[] }> }[]} stages
 */
export async function runStages(stages) {
  const budget = Number(process.env.TEST_CORES) || 2 * os.availableParallelism();
  const logs = mkdtempSync(path.join(os.tmpdir(), 'dpohub-stages-'));
  const startedAt = Date.now();
  const results = new Map();
  const running = new Map();
  let busy = 0;

  const waiting = () => stages.filter((s) => !results.has(s.name) && !running.has(s.name));
  const neededFailed = (stage) =>
    (stage.needs ?? []).some((need) => results.has(need) && results.get(need).failed > 0);
  const ready = (stage) => (stage.needs ?? []).every((need) => results.has(need));

  function start(stage) {
    const cores = Math.min(stage.cores ?? 1, budget);
    busy += cores;
    const log = path.join(logs, `${stages.indexOf(stage)}.log`);
    const fd = openSync(log, 'w');
    const began = Date.now();
    console.log(`[${seconds(began - startedAt)}] início: ${stage.name}`);
    const done = commandOutput
      .run(fd, () => stage.run())
      .catch((error) => {
        console.error(`${stage.name}: ${error instanceof Error ? error.stack : String(error)}`);
        return { passed: 0, failed: 1 };
      })
      .then((outcome) => {
        closeSync(fd);
        busy -= cores;
        running.delete(stage.name);
        const ended = Date.now();
        results.set(stage.name, { ...outcome, began: began - startedAt, took: ended - began });
        console.log(`\n=== ${stage.name} (${seconds(ended - began)}) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        console.log(
          `=== ${stage.name}: ${outcome.failed === 0 ? 'ok' : 'FALHOU'} (${seconds(ended - began)})`,
        );
      });
    running.set(stage.name, done);
  }

  for (;;) {
    for (const stage of waiting()) {
      if (neededFailed(stage)) {
        results.set(stage.name, { passed: 0, failed: 1, skipped: true, began: 0, took: 0 });
        continue;
      }
      const cores = Math.min(stage.cores ?? 1, budget);
      if (ready(stage) && busy + cores <= budget) start(stage);
    }
    if (!running.size) break;
    await Promise.race(running.values());
  }
  rmSync(logs, { recursive: true, force: true });
  for (const stage of waiting()) {
    results.set(stage.name, { passed: 0, failed: 1, skipped: true, began: 0, took: 0 });
  }

  console.log('\nResumo (início e duração de cada etapa):');
  for (const stage of stages) {
    const r = results.get(stage.name);
    const status = r.skipped ? 'PULADA' : r.failed === 0 ? 'ok   ' : 'FALHA';
    console.log(
      `  ${status} ${stage.name}: ${r.passed} passed, ${r.failed} failed` +
        (r.skipped
          ? ' (a etapa de que depende falhou)'
          : ` [${seconds(r.began)} +${seconds(r.took)}]`),
    );
  }
  const list = [...results.values()];
  const passed = list.reduce((n, r) => n + r.passed, 0);
  const failed = list.reduce((n, r) => n + r.failed, 0);
  // Each failed test by name, here at the end where a truncated log still shows it.
  const failures = stages.flatMap((stage) =>
    (results.get(stage.name).failures ?? []).map((failure) => `  ${stage.name}: ${failure}`),
  );
  if (failures.length) console.log(`\nFalhas:\n${failures.join('\n')}`);
  console.log(`\nTempo total: ${seconds(Date.now() - startedAt)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return list;
}
