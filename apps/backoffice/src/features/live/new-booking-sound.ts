let context: AudioContext | undefined;

/** A short two-note chime (Web Audio, nothing to download) that says a new request has come in. */
export function playNewBookingSound(): void {
  if (typeof window.AudioContext !== 'function') return;
  context ??= new window.AudioContext();
  const audio = context;
  audio.resume().catch(() => {});
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.26);
  }
}
