// `<dataDir>/stack.pids`: which process runs the stack on a data folder, and the children it
// started (PostgREST, the functions runtime, the apps' dev servers). They run in their own process
// groups, so they outlive a stack that is killed with SIGKILL; the next start reads this file and
// ends them, but only a process whose command line and start time are still the ones recorded.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopStalePostmaster } from './postgres.ts';
import { type ChildRecord, commandOf, startTimeOf } from './processes.ts';

type Entry = { name: string; pid: number; command: string; started?: string };
type PidFile = { owner: Entry; children: Entry[] };

export type StackPids = ChildRecord & {
  /** Removes the file: everything was stopped. */
  release: () => void;
};

/** Whether the process recorded in `entry` still runs (same pid, command line and start time). */
function isRunning(entry: Entry): boolean {
  if (commandOf(entry.pid) !== entry.command) return false;
  return entry.started === undefined || startTimeOf(entry.pid) === entry.started;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * The command line a just-spawned child runs. Between fork and exec, /proc shows an empty or the
 * parent's command line, so this waits (at most a second, in 2 ms steps) for the exec to land;
 * recording the wrong command would make the next start leave that child running.
 */
function settledCommandOf(pid: number): string {
  const parent = commandOf(process.pid);
  for (let i = 0; i < 500; i++) {
    const command = commandOf(pid);
    if (command && command !== parent) return command;
    if (startTimeOf(pid) === undefined) break;
    Atomics.wait(pause, 0, 0, 2);
  }
  return commandOf(pid) ?? '';
}

function entryOf(name: string, pid: number): Entry {
  const command = pid === process.pid ? (commandOf(pid) ?? '') : settledCommandOf(pid);
  return { name, pid, command, started: startTimeOf(pid) };
}

function readPidFile(file: string): PidFile | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as PidFile;
    return record.owner && Array.isArray(record.children) ? record : undefined;
  } catch {
    return undefined;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Ends the recorded children that still run: SIGTERM to their process groups, then SIGKILL. */
async function endChildren(children: Entry[], log: (line: string) => void): Promise<void> {
  const running = children.filter(isRunning);
  if (running.length === 0) return;
  log(
    `Ending processes left running by an earlier start: ${running.map((c) => `${c.name} (pid ${c.pid})`).join(', ')}`,
  );
  for (const child of running) signalGroup(child.pid, 'SIGTERM');
  const deadline = Date.now() + 3000;
  while (running.some(isRunning) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const child of running.filter(isRunning)) signalGroup(child.pid, 'SIGKILL');
}

/**
 * Takes the data folder for this process: refuses (one sentence) when a live stack runs on it,
 * otherwise ends what a killed one left behind (its children and its database server) and
 * records this process as the owner.
 */
export async function claimDataDir(
  dataDir: string,
  log: (line: string) => void,
): Promise<StackPids> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'stack.pids');
  const previous = readPidFile(file);
  if (previous && previous.owner.pid !== process.pid && isRunning(previous.owner)) {
    throw new Error(
      `A stack is already running on ${dataDir} (pid ${previous.owner.pid}): stop it first, or give this one another STACK_DATA_DIR.`,
    );
  }
  if (previous) await endChildren(previous.children, log);
  await stopStalePostmaster(dataDir, log);

  const record: PidFile = {
    owner: entryOf('stack', process.pid),
    children: [],
  };
  let released = false;
  const save = () => {
    if (released) return;
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(temporary, file);
  };
  save();
  return {
    add: (name, pid) => {
      record.children.push(entryOf(name, pid));
      save();
    },
    remove: (pid) => {
      record.children = record.children.filter((child) => child.pid !== pid);
      save();
    },
    release: () => {
      released = true;
      rmSync(file, { force: true });
    },
  };
}
