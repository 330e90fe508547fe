// Prints how long each task of the last `turbo run --summarize` took, slowest first, so the next slow part is visible.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Summary = {
  execution: { startTime: number; endTime: number };
  tasks: { taskId: string; execution?: { startTime: number; endTime: number; exitCode: number } }[];
};

const runs = join(process.cwd(), '.turbo', 'runs');
const newest = readdirSync(runs)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(runs, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) {
  console.log('No turbo run summary to read.');
  process.exit(0);
}
const summary = JSON.parse(readFileSync(newest, 'utf8')) as Summary;
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
