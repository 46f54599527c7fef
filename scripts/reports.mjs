// Reading the test reports that `npm test` gathers: counts, and each failure by name with the
// first line of its message, so the closing summary names what failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

/**
 * The first line of a failure's message, without colour codes and jest's "● …" headings, for the
 * closing summary.
 */
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('●')) ?? '';

export function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = (report.testResults ?? []).flatMap((suite) => {
    const where = path.relative(repoRoot, suite.name);
    const tests = (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // a suite that fails to run has no failed test but a message of its own
    return tests.length || suite.status !== 'failed'
      ? tests
      : [`${where}: ${firstLine(suite.message)}`];
  });
  return {
    passed: report.numPassedTests,
    // a suite that fails to run counts as a failure even with no test inside
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    failures,
  };
}

/** Every failed or flaky journey of a Playwright JSON report, as "file › title: error". */
export function journeyFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        out.push(
          `${spec.file} › ${[...titles, spec.title].join(' › ')} (${test.projectName}, ${test.status}): ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}
