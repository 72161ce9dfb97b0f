/** Each test worker talks to the stack started by global-setup.ts: the same environment the handlers see. */
import { inject } from 'vitest';

Object.assign(process.env, inject('stack').env);
