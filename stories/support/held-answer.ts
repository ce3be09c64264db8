// A demo's simulated answer (a save that fails, a server page) that a play function can hold. By hand in
// Storybook the answer comes after a moment on its own; a play function that checks what shows while the answer is
// awaited holds it, checks, then releases it: a test waits for the state, never for the clock (a 50 ms save once
// failed before a loaded run looked at it, run q41).

export interface HeldAnswer {
  /** From now on, answers wait for `release()` instead of their moment. */
  hold: () => void;
  /** Whether an answer is waiting. */
  isWaiting: () => boolean;
  /** Gives every waiting answer, and stops holding. */
  release: () => void;
  /** Answers with `answer` after `ms`, or at `release()` while held. The returned function cancels it. */
  schedule: (answer: () => void, ms: number) => () => void;
}

export function heldAnswer(): HeldAnswer {
  let isHeld = false;
  const waiting = new Set<() => void>();
  return {
    hold: () => {
      isHeld = true;
    },
    isWaiting: () => waiting.size > 0,
    release: () => {
      isHeld = false;
      const answers = [...waiting];
      waiting.clear();
      for (const answer of answers) answer();
    },
    schedule: (answer, ms) => {
      if (!isHeld) {
        const timer = setTimeout(answer, ms);
        return () => clearTimeout(timer);
      }
      waiting.add(answer);
      return () => {
        waiting.delete(answer);
      };
    },
  };
}
