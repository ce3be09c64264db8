import { useRef, useState } from 'react';

/**
 * What `onCommit` may return: a promise makes the field wait for the save and undo the change if it fails;
 * anything else (usually nothing) means the commit is done.
 */
export type CommitResult = unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * The committed value of a number field. Controlled (`value`) or not (`defaultValue`). A commit that returns
 * a promise shows the new value while the save runs; when the promise rejects, the old value comes back:
 * the spec's "on failure the old value is restored". A newer commit makes an older save's outcome moot.
 */
export function useCommittedNumber(
  value: number | null | undefined,
  defaultValue: number | null | undefined,
  onCommit: ((value: number | null) => CommitResult) | undefined,
) {
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue ?? null);
  const [pending, setPending] = useState<{ value: number | null } | null>(null);
  const latestCommit = useRef(0);
  const isControlled = value !== undefined;
  const committed = pending ? pending.value : isControlled ? value : uncontrolled;

  function commit(next: number | null) {
    // Nothing is sent when the value did not change (the spec's sales quantity rule).
    if (next === committed) return;
    const previous = committed;
    const commitId = ++latestCommit.current;
    if (!isControlled) setUncontrolled(next);
    const result = onCommit?.(next);
    if (!isThenable(result)) return;
    setPending({ value: next });
    result.then(
      () => {
        if (commitId === latestCommit.current) setPending(null);
      },
      () => {
        if (commitId !== latestCommit.current) return;
        setPending(null);
        if (!isControlled) setUncontrolled(previous);
      },
    );
  }

  return { committed, commit };
}
