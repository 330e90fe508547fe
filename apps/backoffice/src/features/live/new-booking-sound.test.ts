import { afterEach, describe, expect, it, vi } from 'vitest';

type Note = { frequency: number; startAt: number; stopAt: number };

/** A stand-in for the browser's AudioContext that records the notes played through it. */
function fakeAudioContext(notes: Note[]) {
  return class {
    currentTime = 10;
    destination = {};
    resume = vi.fn(async () => {});
    createGain() {
      const gain = {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (target: unknown) => target,
      };
      return gain;
    }
    createOscillator() {
      const note: Note = { frequency: 0, startAt: -1, stopAt: -1 };
      notes.push(note);
      return {
        type: 'square',
        frequency: {
          set value(hz: number) {
            note.frequency = hz;
          },
        },
        connect: (target: unknown) => target,
        start: (at: number) => {
          note.startAt = at;
        },
        stop: (at: number) => {
          note.stopAt = at;
        },
      };
    }
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the new-request sound', () => {
  it('is a short rising two-note chime, under half a second', async () => {
    const notes: Note[] = [];
    vi.stubGlobal('AudioContext', fakeAudioContext(notes));
    const { playNewBookingSound } = await import('./new-booking-sound.ts');
    playNewBookingSound();
    expect(notes.map((note) => note.frequency)).toEqual([880, 1320]);
    expect(notes[0]?.startAt).toBe(10);
    expect(notes.every((note) => note.stopAt > note.startAt && note.stopAt - 10 < 0.5)).toBe(true);
  });

  it('stays silent, without an error, in a browser without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playNewBookingSound } = await import('./new-booking-sound.ts');
    expect(() => playNewBookingSound()).not.toThrow();
  });
});
