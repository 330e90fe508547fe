// A setup file for component tests: they never reach the network (decision 031).
//
// A request nothing mocked fails at once, inside its own test, whatever listens on the machine:
// an `npm start` beside the run answers on the default port, and an answer that came late would
// land in a later file of the shared worker.
globalThis.fetch = (() =>
  Promise.reject(
    new TypeError('fetch failed: component tests do not reach the network'),
  )) as typeof fetch;
