// The screens' one way to check a form on submit: problems show after the first attempt and follow each change;
// an attempt with problems sends nothing and puts the focus on the first flagged field, so a keyboard or
// screen-reader user lands on what to fix; a valid attempt sends.
import { type FormEvent, useEffect, useRef, useState } from 'react';

/** Focuses the first field the form flags (`aria-invalid`). Call it once the flags are drawn: after the render. */
export function focusFirstProblem(form: HTMLFormElement | null) {
  form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
}

export interface CheckedFormOptions {
  /** Whether the values as they are now have a problem (the form's own rules, from @epp/core). */
  hasProblems: boolean;
  /** Sends the values; runs only for an attempt without problems. */
  send: () => void;
}

export function useCheckedForm({ hasProblems, send }: CheckedFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  // A request to focus the first flagged field, carried out after the render that draws the flags: it is asked for
  // together with the state that flags them (the attempt, the server's refusal), so the effect sees them drawn.
  // (An animation frame was a guess at that moment: on a loaded machine the render came later and nothing was
  // focused, run q39.)
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstProblem(formRef.current);
  }, [focusRequest]);
  const requestFocus = () => setFocusRequest((count) => count + 1);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (hasProblems) requestFocus();
    else send();
  };
  return {
    /** For the `<form>`. */
    formRef,
    /** Whether a submit was attempted: the problems show from then on. */
    attempted,
    /** For the `<form>`'s onSubmit (a submit button, or Enter in a field). */
    onSubmit,
    /** After a refusal the server put on fields: the focus goes to the first of them. */
    focusFirstProblem: requestFocus,
  };
}
