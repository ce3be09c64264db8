import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from './held-answer';

describe('heldAnswer', () => {
  afterEach(() => vi.useRealTimers());

  it('answers after its moment when nobody holds it', () => {
    vi.useFakeTimers();
    const answers = heldAnswer();
    const answer = vi.fn();
    answers.schedule(answer, 50);
    vi.advanceTimersByTime(49);
    expect(answer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(answer).toHaveBeenCalledOnce();
  });

  it('waits, however long, while held, and answers at release', () => {
    vi.useFakeTimers();
    const answers = heldAnswer();
    answers.hold();
    const answer = vi.fn();
    answers.schedule(answer, 50);
    vi.advanceTimersByTime(60_000);
    expect(answer).not.toHaveBeenCalled();
    expect(answers.isWaiting()).toBe(true);
    answers.release();
    expect(answer).toHaveBeenCalledOnce();
    expect(answers.isWaiting()).toBe(false);
  });

  it('drops a cancelled answer, held or not', () => {
    vi.useFakeTimers();
    const answers = heldAnswer();
    const early = vi.fn();
    answers.schedule(early, 50)();
    vi.advanceTimersByTime(50);
    answers.hold();
    const late = vi.fn();
    answers.schedule(late, 50)();
    answers.release();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
