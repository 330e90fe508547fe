/**
 * What this browser remembers about votes: a random voter id (one vote per browser per entry on
 * the server) and the visitor's own choice per entry, so the buttons show it on the next visit.
 */

export type VoteChoice = 'like' | 'dislike';
export type VoteChoices = Readonly<Record<string, VoteChoice>>;

const voterIdKey = 'strike-zone.feedback.voter-id';
const choicesKey = 'strike-zone.feedback.votes';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's voter id, created on first use. */
export function voterId(): string {
  const store = storage();
  const existing = store?.getItem(voterIdKey);
  if (existing) return existing;
  const created = crypto.randomUUID();
  store?.setItem(voterIdKey, created);
  return created;
}

export function readVoteChoices(): VoteChoices {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(choicesKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const choices: Record<string, VoteChoice> = {};
    for (const [id, choice] of Object.entries(parsed)) {
      if (choice === 'like' || choice === 'dislike') choices[id] = choice;
    }
    return choices;
  } catch {
    return {};
  }
}

export function writeVoteChoices(choices: VoteChoices): void {
  try {
    storage()?.setItem(choicesKey, JSON.stringify(choices));
  } catch {
    // Storage full or blocked: the vote still counts on the server.
  }
}
