import { useCallback, useState } from 'react';

/**
 * State a parent may own: with `value` given the parent decides (server mode, a scanner that expands a row),
 * without it the component keeps its own. Either way `onChange` hears every change.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
