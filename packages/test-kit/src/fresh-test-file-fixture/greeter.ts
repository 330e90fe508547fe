// A module that imports the mocked one and keeps state of its own.
import { greeting } from './greeting.ts';

let greeted = 0;

export function greet(): { text: string; times: number } {
  greeted += 1;
  return { text: greeting(), times: greeted };
}
