// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckedForm } from './use-checked-form';

/** A form whose name field the server may refuse: the refusal and the focus are asked for together. */
function RefusedForm({ onReady }: { onReady: (refuse: () => void) => void }) {
  const [refused, setRefused] = useState(false);
  const form = useCheckedForm({ hasProblems: false, send: () => {} });
  onReady(() => {
    setRefused(true);
    form.focusFirstProblem();
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit}>
      <input aria-label="E-post" aria-invalid={refused} />
      <button type="submit">Lisa</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('focuses the field the server refused once its flag is drawn, however late the render comes', async () => {
    // An animation frame that comes before React's render (a loaded machine): a frame-timed focus found no flag.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    let refuse = () => {};
    render(<RefusedForm onReady={(next) => (refuse = next)} />);
    screen.getByRole('button', { name: 'Lisa' }).focus();
    await act(async () => refuse());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-post' }));
  });
});
