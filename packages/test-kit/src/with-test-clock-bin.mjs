#!/usr/bin/env node
// The `with-test-clock` command: loads with-test-clock.ts through tsx, so package scripts need no loader flags.
import { register } from 'tsx/esm/api';

register();
await import('./with-test-clock.ts');
