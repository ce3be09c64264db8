import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { type FormEvent, type Key, useEffect, useState } from 'react';
import { type FailureLine, failureLines } from '../confirm-with-problems/problem-texts';
import { submitProblemKey, weightLimitParams } from './package-form-texts';
import {
  type ClassifierOption,
  emptyPackageForm,
  type NewPackageBody,
  newPackageBody,
  type PackageFormState,
  packageFieldProblems,
  volumeAfterLoad,
  withPackageType,
} from './package-form-values';

/** How the last submit ended: nothing yet, a failure with its lines, or the package added (by name). */
export type PackageOutcome =
  | { kind: 'none' }
  | { kind: 'failed'; lines: FailureLine[] }
  | { kind: 'added'; name: string };

export interface PackageFormOptions {
  clientId: number;
  volumesForType: (packageTypeId: number) => readonly ClassifierOption[] | undefined;
  onPackageTypeChange?: (packageTypeId: number) => void;
  onSubmit: (body: NewPackageBody) => Promise<unknown>;
  onSubmitted?: (body: NewPackageBody) => void;
  defaultValues?: Partial<PackageFormState>;
}

const keyToId = (key: Key | null): number | null => (key === null ? null : Number(key));

/**
 * The package form's state: the values and their problems (shown after the first submit), the chosen type's
 * volumes (a volume the type does not offer is cleared when they arrive) and the submit (never twice at once;
 * a success empties the form for the next package).
 */
export function usePackageForm({
  clientId,
  volumesForType,
  onPackageTypeChange,
  onSubmit,
  onSubmitted,
  defaultValues,
}: PackageFormOptions) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const [values, setValues] = useState<PackageFormState>(() => ({ ...emptyPackageForm(), ...defaultValues }));
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<PackageOutcome>({ kind: 'none' });

  const volumes = values.packageType === null ? undefined : volumesForType(values.packageType);
  const volumeIds = volumes?.map((volume) => volume.id);
  const volumeKey = volumeIds?.join(',');

  // The type's volumes arrive after the type change: clear a chosen volume they do not offer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: volumeKey stands for volumeIds' content
  useEffect(() => {
    if (volumeIds === undefined) return;
    setValues((current) => {
      const volume = volumeAfterLoad(current.packageVolume, volumeIds);
      return volume === current.packageVolume ? current : { ...current, packageVolume: volume };
    });
  }, [volumeKey]);

  const problems = packageFieldProblems(values);

  const set = <K extends keyof PackageFormState>(key: K, value: PackageFormState[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (outcome.kind === 'added') setOutcome({ kind: 'none' });
  };

  const setId = (key: 'packageCategory' | 'packageVolume' | 'packageColor') => (chosen: Key | null) =>
    set(key, keyToId(chosen));

  const changeType = (key: Key | null) => {
    const typeId = keyToId(key);
    if (typeId === null || typeId === values.packageType) return;
    setValues((current) =>
      withPackageType(
        current,
        typeId,
        volumesForType(typeId)?.map((volume) => volume.id),
      ),
    );
    onPackageTypeChange?.(typeId);
  };

  const save = async (body: NewPackageBody) => {
    setOutcome({ kind: 'none' });
    announce(t('widgets.packageForm.submitting'));
    try {
      await onSubmit(body);
      setOutcome({ kind: 'added', name: body.name });
      setValues({ ...emptyPackageForm() });
      setAttempted(false);
      onSubmitted?.(body);
    } catch (error) {
      setOutcome({ kind: 'failed', lines: failureLines(error) });
    }
  };

  // The one guard: a submit while one is being sent is ignored whole (no check, no announcement); a submit
  // the check stops answers at once and leaves the guard free.
  const send = useSubmitOnce(() => {
    setAttempted(true);
    if (problems.size > 0) {
      announce(t(submitProblemKey(problems), weightLimitParams(language)), 'assertive');
      return;
    }
    return save(newPackageBody(values, clientId));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send.run();
  };

  return {
    values,
    set,
    setId,
    changeType,
    volumes,
    problems,
    attempted,
    outcome,
    isSubmitting: send.isPending,
    submit,
  };
}
