// Serves every function in supabase/functions/<name>/index.ts on one port, as Supabase's edge
// runtime does: a request to /<name>/... reaches the handler that function gave Deno.serve.
// Each function file is imported unchanged; Deno.serve is intercepted to collect its handler.

type Handler = (
  request: Request,
  info: Deno.ServeHandlerInfo<Deno.NetAddr>,
) => Response | Promise<Response>;

const [functionsDir, portArg] = Deno.args;
if (!functionsDir || !portArg) {
  console.error('usage: functions-host.ts <functions dir> <port>');
  Deno.exit(2);
}

const handlers = new Map<string, Handler>();
const failures = new Map<string, string>();
let importing: string | null = null;
const realServe = Deno.serve.bind(Deno);

function pickHandler(args: unknown[]): Handler | undefined {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    if (arg && typeof arg === 'object' && 'handler' in arg && typeof arg.handler === 'function') {
      return arg.handler as Handler;
    }
  }
  return undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: Deno.serve has several overloads
(Deno as any).serve = (...args: unknown[]) => {
  const handler = pickHandler(args);
  if (!importing || !handler) throw new Error('Deno.serve was called outside a function module');
  handlers.set(importing, handler);
  const finished = new Promise<void>(() => {});
  return {
    finished,
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: Number(portArg) },
    shutdown: () => Promise.resolve(),
    ref: () => {},
    unref: () => {},
    [Symbol.asyncDispose]: () => Promise.resolve(),
  };
};

const names: string[] = [];
for await (const entry of Deno.readDir(functionsDir)) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  try {
    await Deno.stat(`${functionsDir}/${entry.name}/index.ts`);
    names.push(entry.name);
  } catch {
    // a folder without index.ts is not a function
  }
}
names.sort();
for (const name of names) {
  importing = name;
  try {
    await import(new URL(`file://${functionsDir}/${name}/index.ts`).href);
    if (!handlers.has(name)) failures.set(name, 'the module did not call Deno.serve');
  } catch (error) {
    failures.set(name, error instanceof Error ? (error.stack ?? error.message) : String(error));
    console.error(`function ${name} failed to load:`, error);
  }
}
importing = null;

realServe(
  {
    hostname: '127.0.0.1',
    port: Number(portArg),
    onListen: () => console.log(`functions ready: ${[...handlers.keys()].join(', ') || '(none)'}`),
  },
  async (request, info) => {
    const url = new URL(request.url);
    const name = url.pathname.split('/')[1] ?? '';
    if (url.pathname === '/_health') return Response.json({ functions: [...handlers.keys()] });
    const handler = handlers.get(name);
    if (!handler) {
      const failure = failures.get(name);
      return Response.json(
        failure
          ? { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }
          : { code: 'NOT_FOUND', message: 'Requested function was not found' },
        { status: failure ? 503 : 404 },
      );
    }
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`function ${name} threw:`, error);
      return Response.json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        { status: 500 },
      );
    }
  },
);
