// What the mail catcher holds in memory: caught messages newest first, idempotency keys, and queued faults.
import { type CaughtMessage, type SendRequest, toCaughtMessage } from './caught-message.ts';
import type { InjectedFault } from './faults.ts';

/** A send's outcome: the message id (new, or the earlier one for a repeated key) or a key conflict. */
export type CatchResult = { id: string } | { conflict: true };

export type MailStore = {
  /** Every caught message, newest first. */
  messages: () => CaughtMessage[];
  find: (id: string) => CaughtMessage | undefined;
  /** Catches one message per idempotency key; the same key with another payload is a conflict. */
  catchMessage: (body: SendRequest, idempotencyKey: string | null) => CatchResult;
  /** Queues faults for the next sends; answers how many are queued. */
  queueFaults: (faults: InjectedFault[]) => number;
  /** The fault the next send meets, taken off the queue. */
  nextFault: () => InjectedFault | undefined;
  clearFaults: () => void;
  /** Forgets messages, idempotency keys and faults. */
  clear: () => void;
};

export function createMailStore(): MailStore {
  const messages: CaughtMessage[] = [];
  // Answers to give the next sends instead of accepting them, so tests can play a failing provider.
  const faults: InjectedFault[] = [];
  const byIdempotencyKey = new Map<string, { payload: string; id: string }>();

  return {
    messages: () => [...messages],
    find: (id) => messages.find((m) => m.id === id),
    catchMessage: (body, idempotencyKey) => {
      const payload = JSON.stringify(body);
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (earlier && earlier.payload !== payload) return { conflict: true };
      if (earlier) return { id: earlier.id };
      const message = toCaughtMessage(body, idempotencyKey);
      messages.unshift(message);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { payload, id: message.id });
      return { id: message.id };
    },
    queueFaults: (queued) => {
      faults.push(...queued);
      return faults.length;
    },
    nextFault: () => faults.shift(),
    clearFaults: () => {
      faults.length = 0;
    },
    clear: () => {
      messages.length = 0;
      byIdempotencyKey.clear();
      faults.length = 0;
    },
  };
}
