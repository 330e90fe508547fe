// The provider failures a test can queue on the mail catcher: checking them, and the hang a fault asks for.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the next send meets (`POST /api/faults`): a wait before anything else (`delay_ms`, a
 * provider that hangs), then an error answer (`status`) or, without one, the normal acceptance.
 */
export type InjectedFault = {
  status?: number;
  retry_after?: number;
  name?: string;
  message?: string;
  delay_ms?: number;
};

/** Longest hang a fault may ask for. */
const maxDelayMs = 120_000;

/** Why `fault` cannot be queued, or null when it can. */
export function faultProblem(fault: InjectedFault): string | null {
  if (!fault || typeof fault !== 'object') return 'Each fault is an object.';
  const { status, delay_ms: delay } = fault;
  if (status !== undefined && (!Number.isInteger(status) || status < 400 || status > 599)) {
    return 'A fault `status` is a 4xx or 5xx code.';
  }
  if (delay !== undefined && (!Number.isInteger(delay) || delay < 0 || delay > maxDelayMs)) {
    return `A fault \`delay_ms\` is a whole number of milliseconds up to ${maxDelayMs}.`;
  }
  if (status === undefined && delay === undefined) {
    return 'Each fault needs a 4xx or 5xx `status`, a `delay_ms`, or both.';
  }
  return null;
}

/** Waits `ms`, or less if the client goes away first; true when the client is still there. */
export function hang(req: IncomingMessage, res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(!req.destroyed && !res.destroyed);
    }, ms);
    res.once('close', gone);
  });
}
