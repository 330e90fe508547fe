// The few names of jsdom's page the fixture uses (this package is typed for Node).
export const page = globalThis as unknown as {
  document: {
    documentElement: {
      getAttribute(name: string): string | null;
      setAttribute(name: string, value: string): void;
    };
  };
  location: { pathname: string };
  history: { replaceState(state: null, unused: string, url: string): void };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};
