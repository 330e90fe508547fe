// Ends `npm test`: names every test that failed, with the first lines of why, then how long each
// task of the last `turbo run --summarize` took, slowest first. Turbo interleaves the packages'
// output, so a failure can scroll far above the end; this puts it where a reader (and CI's tail)
// looks first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

type Summary = {
  execution: { startTime: number; endTime: number };
  tasks: { taskId: string; execution?: { startTime: number; endTime: number; exitCode: number } }[];
};

/** The parts of Vitest's JSON report this reads (the Jest-compatible shape). */
type VitestReport = {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: {
      fullName: string;
      status: string;
      failureMessages: string[];
      duration?: number | null;
    }[];
  }[];
};

const root = process.cwd();
const linesShown = 12;

function newestRunSummary(): Summary | undefined {
  const runs = join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return undefined;
  const newest = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? (JSON.parse(readFileSync(newest, 'utf8')) as Summary) : undefined;
}

/** The workspaces' Vitest reports written since `since` (ms), so an old report is never read as new. */
function reportsSince(since: number): { workspace: string; report: VitestReport }[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group)).flatMap((name) => {
      const file = join(root, group, name, 'test-results', 'vitest.json');
      if (!existsSync(file) || statSync(file).mtimeMs < since) return [];
      return [
        {
          workspace: `${group}/${name}`,
          report: JSON.parse(readFileSync(file, 'utf8')) as VitestReport,
        },
      ];
    }),
  );
}

function firstLines(text: string): string {
  const lines = stripVTControlCharacters(text)
    .split('\n')
    // Frames inside the test runner and libraries say nothing about the failure.
    .filter((line) => !/^\s+at .*(node_modules|new Promise|<anonymous>)/.test(line));
  const shown = lines.slice(0, linesShown).map((line) => `      ${line}`);
  if (lines.length > linesShown) shown.push(`      … ${lines.length - linesShown} more lines`);
  return shown.join('\n');
}

function printFailures(since: number): void {
  const failures = reportsSince(since).flatMap(({ workspace, report }) =>
    report.testResults.flatMap((file) => {
      const where = relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length > 0) {
        // A time-out's stack reads only "STACK_TRACE_ERROR": how long the test ran tells it.
        return failed.map((test) => ({
          title: `${where} > ${test.fullName}${test.duration ? ` (after ${(test.duration / 1000).toFixed(1)} s)` : ''}`,
          why: test.failureMessages.join('\n'),
        }));
      }
      // A file that failed outside any test (a hook, an import, a set-up) has only its message.
      return file.status === 'failed'
        ? [{ title: `${where} (${workspace})`, why: file.message }]
        : [];
    }),
  );
  if (failures.length === 0) return;
  console.log(`\nFailed tests (${failures.length}):`);
  for (const { title, why } of failures) console.log(`  ✗ ${title}\n${firstLines(why)}`);
}

function printDurations(summary: Summary): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const rows = summary.tasks
    .flatMap((task) => (task.execution ? [{ id: task.taskId, ...task.execution }] : []))
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime));
  console.log('\nTask durations (wall clock, tasks overlap):');
  for (const row of rows) {
    const status = row.exitCode === 0 ? '' : `  exit ${row.exitCode}`;
    console.log(`${seconds(row.endTime - row.startTime)}  ${row.id}${status}`);
  }
  const { startTime, endTime } = summary.execution;
  console.log(`${seconds(endTime - startTime)}  turbo run, in all`);
}

const summary = newestRunSummary();
if (!summary) {
  console.log('No turbo run summary to read.');
  process.exit(0);
}
printFailures(summary.execution.startTime);
printDurations(summary);
