import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export type ManagedProcess = {
  child: ChildProcess;
  /** The last lines it printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Where a stack records the children it started (see stack-pids.ts). */
export type ChildRecord = {
  add: (name: string, pid: number) => void;
  remove: (pid: number) => void;
};

/** The command line of a running process, or undefined when there is none (or it is a zombie). */
export function commandOf(pid: number): string | undefined {
  try {
    if (existsSync('/proc/self/cmdline')) {
      const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return raw ? raw.replace(/\0+$/, '').split('\0').join(' ') : undefined;
    }
    const out = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * When a running process started (clock ticks since boot, from /proc), so a pid reused by a new
 * process with the same command line is not taken for the old one; undefined where unknown.
 */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is the
    // 3rd field of the line, starttime the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Spawns a long-running child in its own process group, whose output goes to `log` with a
 * prefix; `stop` sends SIGTERM and, after a grace period, SIGKILL. A child that dies on its own is
 * reported through `onExit`. With `record`, the child is recorded while it runs, so a start after
 * a killed stack can end it.
 */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & {
    log: (line: string) => void;
    quiet?: boolean;
    onExit?: (code: number | null) => void;
    record?: ChildRecord;
  },
): ManagedProcess {
  const { log, quiet, onExit, record, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...spawnOptions,
  });
  const { pid } = child;
  if (pid !== undefined) record?.add(name, pid);
  const tail: string[] = [];
  let stopping = false;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 100) tail.shift();
      if (!quiet) log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      if (pid !== undefined) record?.remove(pid);
      if (!stopping) onExit?.(code);
      resolve();
    });
    // It could not be started at all (a missing or unusable binary).
    child.on('error', (error) => {
      tail.push(error.message);
      if (pid === undefined) {
        if (!stopping) onExit?.(null);
        resolve();
      }
    });
  });
  return {
    child,
    output: () => tail.join('\n'),
    stop: async () => {
      stopping = true;
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
