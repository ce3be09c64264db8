/** The Web Audio pieces the beep uses, so a test can pass a fake. */
export interface BeepAudio {
  createOscillator: () => OscillatorNode;
  createGain: () => GainNode;
  destination: AudioNode;
  currentTime: number;
  state?: AudioContextState;
  resume?: () => Promise<void>;
}

let shared: BeepAudio | null | undefined;

/** The page's one AudioContext, made on first use; null where there is no Web Audio (tests, old browsers). */
function pageAudio(): BeepAudio | null {
  if (shared !== undefined) return shared;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  try {
    shared = Context ? new Context() : null;
  } catch {
    shared = null;
  }
  return shared;
}

/**
 * A short low beep for a failed action that the eyes may miss, such as a barcode scan that matched nothing
 * (the operator looks at the package, not the screen). Never throws and never waits: without Web Audio, or
 * before the page may play sound, it is silent.
 */
export function playErrorBeep(audio: BeepAudio | null = pageAudio()): void {
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume?.().catch(() => undefined);
    const start = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(220, start);
    // A quick fade in and out: no click at either end.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.26);
  } catch {
    // Sound is a help, never a failure of the action.
  }
}
