import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandOf, startTimeOf } from './processes.ts';
import { claimDataDir } from './stack-pids.ts';

let dataDir: string;
const started: ChildProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-pids-'));
  chmodSync(dataDir, 0o755);
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A long-running process in its own process group, as the stack starts its children. */
function sleeper(): number {
  const child = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  started.push(child);
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
}

/** The pid of a process that has ended. */
function endedPid(): number {
  return spawnSync('true').pid;
}

function isAlive(pid: number): boolean {
  return commandOf(pid) !== undefined;
}

function writePidFile(
  owner: number,
  children: { name: string; pid: number; command: string; started?: string }[],
) {
  const record = {
    owner: { name: 'stack', pid: owner, command: commandOf(owner) ?? 'node scripts/start.ts' },
    children,
  };
  writeFileSync(join(dataDir, 'stack.pids'), JSON.stringify(record));
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('claimDataDir', () => {
  it('records this process and the children it adds, and removes the file on release', async () => {
    const pids = await claimDataDir(dataDir, () => {});
    const child = sleeper();
    pids.add('rest', child);
    const record = JSON.parse(readFileSync(join(dataDir, 'stack.pids'), 'utf8'));
    expect(record.owner.pid).toBe(process.pid);
    expect(record.children).toEqual([
      { name: 'rest', pid: child, command: 'sleep 600', started: startTimeOf(child) },
    ]);
    expect(record.children[0].started).toMatch(/^\d+$/);
    pids.remove(child);
    expect(JSON.parse(readFileSync(join(dataDir, 'stack.pids'), 'utf8')).children).toEqual([]);
    pids.release();
    expect(existsSync(join(dataDir, 'stack.pids'))).toBe(false);
  });

  it('records the command a child runs, not the moment between its fork and its exec', async () => {
    const pids = await claimDataDir(dataDir, () => {});
    const children = Array.from({ length: 20 }, () => {
      const child = sleeper();
      pids.add('rest', child);
      return child;
    });
    const record = JSON.parse(readFileSync(join(dataDir, 'stack.pids'), 'utf8'));
    expect(
      record.children.map((c: { pid: number; command: string }) => [c.pid, c.command]),
    ).toEqual(children.map((pid) => [pid, 'sleep 600']));
    pids.release();
  });

  it('ends the children of a stack that was killed, and says so in one line', async () => {
    const left = [sleeper(), sleeper()];
    writePidFile(
      endedPid(),
      left.map((pid, i) => ({ name: i ? 'site' : 'rest', pid, command: 'sleep 600' })),
    );
    const lines: string[] = [];
    const pids = await claimDataDir(dataDir, (line) => lines.push(line));
    await until(() => !left.some(isAlive));
    for (const pid of left) expect(isAlive(pid)).toBe(false);
    expect(lines).toEqual([
      `Ending processes left running by an earlier start: rest (pid ${left[0]}), site (pid ${left[1]})`,
    ]);
    pids.release();
  });

  it('leaves alone a recorded pid that now runs another program', async () => {
    const other = sleeper();
    writePidFile(endedPid(), [{ name: 'rest', pid: other, command: 'postgrest' }]);
    const lines: string[] = [];
    const pids = await claimDataDir(dataDir, (line) => lines.push(line));
    expect(isAlive(other)).toBe(true);
    expect(lines).toEqual([]);
    pids.release();
  });

  it('leaves alone a recorded pid that a new process with the same command line reuses', async () => {
    const other = sleeper();
    const started = String(Number(startTimeOf(other)) - 1);
    writePidFile(endedPid(), [{ name: 'rest', pid: other, command: 'sleep 600', started }]);
    const pids = await claimDataDir(dataDir, () => {});
    expect(isAlive(other)).toBe(true);
    pids.release();
  });

  it('refuses, in one sentence, a data folder a live stack runs on, and ends nothing', async () => {
    const owner = sleeper();
    const child = sleeper();
    writePidFile(owner, [{ name: 'rest', pid: child, command: 'sleep 600' }]);
    await expect(claimDataDir(dataDir, () => {})).rejects.toThrow(
      `A stack is already running on ${dataDir} (pid ${owner}): stop it first, or give this one another STACK_DATA_DIR.`,
    );
    expect(isAlive(child)).toBe(true);
  });
});
