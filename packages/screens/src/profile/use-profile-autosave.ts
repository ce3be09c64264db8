// Saving one section of the profile field by field (spec §5 "Profile autosaves on blur only when all fields
// are non-empty"): the whole section is sent with the changed field, one save after another, and the cached
// profile follows at once; a failure says why (a page alert naming the field) and the field restores.
import { apiQueryKey } from '@epp/api/hooks';
import { message, type TranslationKey, useMessageText } from '@epp/i18n';
import { announce } from '@epp/ui';
import { errorMessage } from '@epp/widgets/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { usePageAlerts } from '../kit';
import type { CommitOutcome, FieldSaves } from './autosave-text-field';
import { checkTypeOf, type ProfileField, profileValueProblem } from './profile-fields';

/**
 * `commit` checks and saves one field's new text (rejects when the save failed: the field then restores);
 * `problemOf` says why a field's last commit was refused or failed, in the interface language.
 */
export type ProfileAutosave<F extends string> = FieldSaves<F>;

export interface ProfileAutosaveOptions<F extends string, V extends Record<F, unknown>> {
  /** The cached query the section shows ('personalProfile', 'companyProfile'). */
  query: 'personalProfile' | 'companyProfile';
  /** Every field that must be filled before anything is saved. */
  fields: readonly ProfileField<F>[];
  /** Sends the whole section. */
  save: (values: V) => Promise<unknown>;
}

export function useProfileAutosave<F extends string, V extends Record<F, unknown>>({
  query,
  fields,
  save,
}: ProfileAutosaveOptions<F, V>): ProfileAutosave<F> {
  const text = useMessageText();
  const alerts = usePageAlerts();
  const alertId = useId();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Partial<Record<F, TranslationKey>>>({});
  // Saves run one after another, each on the values the one before it left in the cache.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const setProblem = (field: F, key: TranslationKey | undefined) =>
    setProblems((current) => ({ ...current, [field]: key }));
  const labelOf = (field: F) => fields.find((entry) => entry.name === field)?.label;

  const send = async (field: F, value: string): Promise<CommitOutcome> => {
    const key = apiQueryKey(query);
    const saved = queryClient.getQueryData<V>(key);
    if (!saved) throw new Error(`${query} is not loaded`);
    const next = { ...saved, [field]: value } as V;
    const empty = fields.some((entry) => String(next[entry.name] ?? '').trim() === '');
    if (empty) {
      setProblem(field, 'screens.profile.save.othersEmpty');
      return 'refused';
    }
    const label = labelOf(field);
    try {
      await save(next);
    } catch (error) {
      setProblem(field, 'screens.profile.save.restored');
      alerts.error(
        message('screens.profile.save.failed', { field: label ? message(label) : field, error: errorMessage(error) }),
        { id: alertId },
      );
      throw error;
    }
    queryClient.setQueryData<V>(key, next);
    setProblem(field, undefined);
    alerts.dismiss(alertId);
    if (label) announce(text(message('screens.profile.save.saved', { field: message(label) })));
    return 'saved';
  };

  const commit = (field: F, raw: string): Promise<CommitOutcome> => {
    const value = raw.trim();
    const entry = fields.find((candidate) => candidate.name === field);
    const problem = entry ? profileValueProblem(checkTypeOf(entry), value) : null;
    if (problem) {
      setProblem(field, problem);
      return Promise.resolve('refused');
    }
    const run = queue.current.then(
      () => send(field, value),
      () => send(field, value),
    );
    queue.current = run.catch(() => undefined);
    return run;
  };

  const problemOf = (field: F) => {
    const key = problems[field];
    return key && text(message(key));
  };
  return { commit, problemOf };
}
