import { useCallback } from 'react';
import type { ListUrlState } from '../list-url-state';
import { type ListFilterDefinitions, textValueOf } from './list-filters';

/**
 * A scanner types its digits into whatever has focus before the Enter shows it was a scan: when that is a
 * text filter, the digits are taken back out, so a scan selects without also filtering the list by its EAN.
 */
export function useScannedDigitsRemoval(
  filters: ListFilterDefinitions,
  list: Pick<ListUrlState, 'draft' | 'setValue'>,
): (code: string) => void {
  const { draft, setValue } = list;
  return useCallback(
    (code: string) => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLInputElement) || !focused.value.endsWith(code)) return;
      for (const [key, definition] of Object.entries(filters)) {
        const value = textValueOf(draft, key);
        if (definition.kind === 'text' && value === focused.value) {
          setValue(key, value.slice(0, -code.length) || undefined);
          return;
        }
      }
    },
    [filters, draft, setValue],
  );
}
