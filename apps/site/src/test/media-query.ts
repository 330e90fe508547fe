// A media query's answer fixed for a test, as jsdom evaluates none.

/** A `MediaQueryList` that answers `matches` for `query` and never changes. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  } satisfies MediaQueryList;
}
