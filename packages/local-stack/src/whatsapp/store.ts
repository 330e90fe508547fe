// What the WhatsApp catcher holds in memory: caught template messages newest first, and queued faults.
import { randomBytes } from 'node:crypto';
import { templateMessageParts, type WhatsappSendRequest } from '@venue/domain/whatsapp-templates';
import type { InjectedFault } from '../mail/faults.ts';

/** One template message caught from the Cloud API, as `GET /api/messages` lists it. */
export type CaughtWhatsapp = {
  /** The `wamid.` id the send was answered with; statuses and replies refer to it. */
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  buttonParams: string[];
  phoneNumberId: string;
  receivedAt: string;
};

/** A fault of the mail catcher's shape, with Meta's error code to answer (else one for its status). */
export type WhatsappFault = InjectedFault & { code?: number };

export type WhatsappStore = {
  /** Every caught message, newest first. */
  messages: () => CaughtWhatsapp[];
  find: (id: string) => CaughtWhatsapp | undefined;
  /** Keeps a send request that passed the templates' check; answers what was kept. */
  catchMessage: (request: WhatsappSendRequest, phoneNumberId: string) => CaughtWhatsapp;
  /** Queues faults for the next sends; answers how many are queued. */
  queueFaults: (faults: WhatsappFault[]) => number;
  /** The fault the next send meets, taken off the queue. */
  nextFault: () => WhatsappFault | undefined;
  clearFaults: () => void;
  /** Forgets the messages and the faults. */
  clear: () => void;
};

/** A message id of the Cloud API's form: `wamid.` and an opaque, URL-safe string. */
export function newWamid(): string {
  return `wamid.${randomBytes(30).toString('base64url')}`;
}

export function createWhatsappStore(): WhatsappStore {
  const messages: CaughtWhatsapp[] = [];
  const faults: WhatsappFault[] = [];
  return {
    messages: () => [...messages],
    find: (id) => messages.find((m) => m.id === id),
    catchMessage: (request, phoneNumberId) => {
      const message = {
        id: newWamid(),
        ...templateMessageParts(request),
        phoneNumberId,
        receivedAt: new Date().toISOString(),
      };
      messages.unshift(message);
      return message;
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
      faults.length = 0;
    },
  };
}
