import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

export type ManagedProcess = {
  child: ChildProcess;
  /** The last lines it printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Spawns a long-running child whose output goes to `log` with a prefix; `stop` sends SIGTERM and,
 * after a grace period, SIGKILL. A child that dies on its own is reported through `onExit`.
 */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & {
    log: (line: string) => void;
    quiet?: boolean;
    onExit?: (code: number | null) => void;
  },
): ManagedProcess {
  const { log, quiet, onExit, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...spawnOptions,
  });
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
      if (!stopping) onExit?.(code);
      resolve();
    });
  });
  return {
    child,
    output: () => tail.join('\n'),
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
