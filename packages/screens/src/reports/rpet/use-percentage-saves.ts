// Saving an rPET line's recycled percentage (spec §5 "rPET percentage": saved on blur, the old value restored
// on failure) and the error of each line's last failed save, for the lines table.
import { apiQueryKey, useChangeRpetLine } from '@epp/api/hooks';
import type { RpetLine, RpetReport } from '@epp/api/schemas';
import { type Message, useMessageText } from '@epp/i18n';
import { announce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export interface PercentageSaves {
  /** Saves a committed percentage; rejects (so the field restores the old value) when the save fails. */
  save: (line: RpetLine, value: number | null) => Promise<void>;
  /** The error of a line's last save, if it failed, in the interface language. */
  errorOf: (line: RpetLine) => string | undefined;
  /** A save is on its way: a submit now could overtake it (the screen waits). */
  isSaving: boolean;
}

export function usePercentageSaves(reportId: number): PercentageSaves {
  const text = useMessageText();
  const queryClient = useQueryClient();
  const changeLine = useChangeRpetLine();
  // Kept as messages, so a line's error follows a language switch.
  const [failures, setFailures] = useState<Readonly<Record<number, Message>>>({});
  const [saving, setSaving] = useState(0);

  const save = async (line: RpetLine, value: number | null) => {
    // An emptied field sends nothing: the field shows the saved percentage again (core: no number, no change).
    if (value === null) return;
    setFailures(({ [line.id]: _, ...rest }) => rest);
    setSaving((count) => count + 1);
    try {
      const report = await changeLine.mutateAsync({
        params: { id: reportId, lineId: line.id },
        body: { recycled_percentage: value },
      });
      // The answer is the report with its new totals: shown at once, before any refetch.
      queryClient.setQueryData<RpetReport>(apiQueryKey('rpetReport', { params: { id: reportId } }), report);
    } catch (error) {
      const failure = failureMessage('errors.rpet.percentage', error);
      setFailures((current) => ({ ...current, [line.id]: failure }));
      announce(text(failure), 'assertive');
      throw error;
    } finally {
      setSaving((count) => count - 1);
    }
  };

  const errorOf = (line: RpetLine) => {
    const failure = failures[line.id];
    return failure && text(failure);
  };
  return { save, errorOf, isSaving: saving > 0 };
}
