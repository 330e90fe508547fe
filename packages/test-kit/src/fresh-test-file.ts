// A setup file that starts each component test file afresh in a worker running many (decision 031).
import { vi } from 'vitest';

/** The part of Vitest's worker state this needs: the modules its runner has evaluated. */
type EvaluatedModule = {
  promise: unknown;
  exports: unknown;
  evaluated: boolean;
  importers: Set<string>;
};
type WorkerState = { evaluatedModules?: { idToModuleMap?: unknown } };

/** This file, which is running while it resets the others. */
const ownPath = new URL(import.meta.url).pathname;

/** Vitest's own modules stay: the runner runs on them. */
const vitestOwn = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/[^/]+\/dist\//];

/** The few names of jsdom's page this uses (this package is typed for Node). */
type Storage = { clear(): void };
type Page = {
  document: {
    documentElement: {
      attributes: ArrayLike<{ name: string; value: string }>;
      removeAttribute(name: string): void;
      setAttribute(name: string, value: string): void;
    };
  };
  location: { href: string };
  history: { replaceState(state: null, unused: string, url: string): void };
  localStorage: Storage;
  sessionStorage: Storage;
};

/** Outside this module, which is evaluated again for every file: the worker's first page. */
const firstPageKey = Symbol.for('venue.test-kit.first-page');
type FirstPage = { href: string; attributes: [string, string][] };

function evaluatedModules(): Map<string, EvaluatedModule> {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  if (!(modules instanceof Map)) {
    throw new Error(
      'fresh-test-file: Vitest no longer keeps its evaluated modules where this expects them; ' +
        'set `isolate: true` on the component projects until this is updated (decision 031).',
    );
  }
  return modules;
}

/** Evaluates every module of the apps and packages, and every module a `vi.mock` made, anew. */
function forgetModules() {
  for (const [id, node] of evaluatedModules()) {
    const isMock = id.startsWith('mock:');
    const isLibrary = id.includes('/node_modules/') || vitestOwn.some((own) => own.test(id));
    if ((!isMock && isLibrary) || id.startsWith(ownPath)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/**
 * The page back at the worker's first address and root attributes, with empty storage (none in a
 * file that runs in Node's environment).
 */
function resetPage() {
  const window = globalThis as unknown as Partial<Page> & { [firstPageKey]?: FirstPage };
  if (!window.document || !window.location || !window.history) return;
  const root = window.document.documentElement;
  window[firstPageKey] ??= {
    href: window.location.href,
    attributes: Array.from(root.attributes, (attribute) => [attribute.name, attribute.value]),
  };
  const first = window[firstPageKey];
  for (const { name } of Array.from(root.attributes)) root.removeAttribute(name);
  for (const [name, value] of first.attributes) root.setAttribute(name, value);
  if (window.location.href !== first.href) window.history.replaceState(null, '', first.href);
  window.localStorage?.clear();
  window.sessionStorage?.clear();
}

/*
 * Listed first in a component project's `setupFiles` (Vitest imports its setup files again before
 * every test file), this lets the project run all its files in one worker (`isolate: false`): no
 * file then pays for a new process, a new jsdom and a new import of React and Mantine, which cost
 * more than half of those projects' processor time. What isolation gave is kept, before each
 * file's own imports and the other setup files:
 * - the modules of the apps and packages (everything outside `node_modules`) and every module a
 *   file's `vi.mock` made are evaluated again for this file, so a mock of one file never reaches
 *   another through a module cached with it, and no module keeps its state from the file before
 *   (Vitest does the same between the files of an isolated worker: `resetModules` with mocks);
 * - the page is back at its first address and its root element's first attributes (a screen in
 *   Arabic sets `dir` and `lang`), storage is empty and timers are real.
 * Libraries under `node_modules` are imported once per worker: the other setup files clear their
 * state after each test (rendered trees, toasts).
 */
forgetModules();
vi.useRealTimers();
resetPage();
