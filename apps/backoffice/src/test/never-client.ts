/**
 * A stand-in Supabase client for component tests: every property is callable and every call
 * returns the same stand-in, and awaiting it never settles. Pages that load data stay in their
 * loading state, so a test sees exactly what the page shows before any answer arrives.
 */
export function neverClient(): never {
  const target = () => {};
  const proxy: unknown = new Proxy(target, {
    get(_target, property) {
      if (property === 'then') return () => {};
      if (property === Symbol.toPrimitive) return () => '';
      return proxy;
    },
    apply() {
      return proxy;
    },
  });
  return proxy as never;
}
