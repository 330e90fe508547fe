// The module the first fixture file mocks.
export function greeting(): string {
  return 'hello';
}
