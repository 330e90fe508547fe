import { type ComponentType, useSyncExternalStore } from 'react';

/**
 * A part of the site whose code downloads on first use (the layout, each page). Once loaded it
 * renders at once, without suspending: a prerendered page whose parts were loaded before
 * hydration renders exactly the markup the build wrote, and the build renders it to a string.
 */
export type LazyPart = {
  /** Starts the download (once; again after a failure) and resolves with the component. */
  load: () => Promise<ComponentType>;
  /** The part: rendered at once when loaded, else suspends until it is. */
  Part: ComponentType;
};

let loadsUnderWay = 0;
const listeners = new Set<() => void>();

function notify() {
  // Listeners re-render their components: never while React is rendering the one that loads.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function track<T>(loading: Promise<T>): Promise<T> {
  loadsUnderWay += 1;
  notify();
  return loading.finally(() => {
    loadsUnderWay -= 1;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while a part the visitor went to is still downloading (the layout shows a progress bar). */
export function usePartLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadsUnderWay > 0,
    () => false,
  );
}

/**
 * Makes a `LazyPart` from the import of its component. `onFirstRender` runs when the part is
 * first rendered before its code has arrived (a visitor going to a page not yet visited): the
 * page's data request starts then, beside its code, instead of after it.
 */
export function lazyPart(
  importPart: () => Promise<ComponentType>,
  onFirstRender?: () => void,
): LazyPart {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failure: { error: unknown } | undefined;
  let started = false;
  const load = () => {
    if (!loading) {
      failure = undefined;
      loading = track(importPart()).then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          failure = { error };
          throw error;
        },
      );
    }
    return loading;
  };
  function Part() {
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    // The code failed to download: the error screen shows it (the next `load` tries again).
    if (failure) throw failure.error;
    if (!started) {
      // Once per part: a render may be repeated (Strict Mode), a data request must not be.
      started = true;
      onFirstRender?.();
    }
    // Suspends until the code is here, as `React.lazy` does (React renders again once it is).
    throw load().catch(() => {});
  }
  return { load, Part };
}
