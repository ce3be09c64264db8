import { useColors, useVolumesByType } from '@epp/api/hooks';
import { useInterfaceLanguage } from '@epp/i18n';
import { type ClassifierOption, volumeAfterLoad, withPackageType } from '@epp/widgets/package-form';
import { type Key, useEffect, useMemo, useRef, useState } from 'react';
import {
  type DetailsField,
  type DetailsFormValues,
  detailsProblems,
  editableFieldsOf,
  initialDetailsValues,
  type PackageDetailsRecord,
  relocalizedWeight,
  sameValues,
  serverFieldErrors,
} from './details-form-values';

/**
 * The details form's state: the values (from the record; a refetched record replaces them only while nothing
 * was changed, so nothing typed is lost), the editable fields, the type's volumes (a chosen volume the new
 * type does not offer is cleared when they arrive, spec §5), the problems shown after the first save or
 * approve, and the server's refusals per field.
 */
export function useDetailsForm(record: PackageDetailsRecord) {
  const colors = useColors();
  const language = useInterfaceLanguage();
  // A language switch rewrites an untouched weight in the new language's decimal separator.
  const initial = useMemo(
    () => initialDetailsValues(record, language, { colors: colors.data }),
    [record, language, colors.data],
  );
  const [values, setValues] = useState(initial);
  const base = useRef(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [typeChanged, setTypeChanged] = useState(false);

  // A new answer (after a save, a test, a registration) becomes the form's values unless the user changed them.
  useEffect(() => {
    setValues((current) => (sameValues(current, base.current) ? initial : current));
    base.current = initial;
  }, [initial]);

  // A weight the user typed follows a language switch too (the untouched one comes with `initial` above).
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    setValues((current) => ({ ...current, packageWeight: relocalizedWeight(current.packageWeight, language) }));
  }, [language]);

  const editable = useMemo(() => editableFieldsOf(record), [record]);
  // The type's volumes are needed only to choose one.
  const volumesQuery = useVolumesByType(
    { params: { id: values.packageType ?? 0 } },
    { enabled: values.packageType !== null && editable.has('packageVolume') },
  );
  const volumes: readonly ClassifierOption[] | undefined = volumesQuery.data;
  const volumeKey = volumes?.map((volume) => volume.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: volumeKey stands for the volumes' ids
  useEffect(() => {
    if (!typeChanged || volumes === undefined) return;
    const ids = volumes.map((volume) => volume.id);
    setValues((current) => {
      const volume = volumeAfterLoad(current.packageVolume, ids);
      return volume === current.packageVolume ? current : { ...current, packageVolume: volume };
    });
  }, [typeChanged, volumeKey]);

  const problems = detailsProblems(values, editable);

  const clearServerError = (field: DetailsField) =>
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const set = <K extends DetailsField>(field: K, value: DetailsFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearServerError(field);
  };

  const setId =
    (field: 'eanType' | 'packageCategory' | 'packageVolume' | 'packageColor') =>
    (key: Key | null): void =>
      set(field, key === null ? null : Number(key));

  const changeType = (key: Key | null) => {
    const typeId = key === null ? null : Number(key);
    if (typeId === null || typeId === values.packageType) return;
    setTypeChanged(true);
    setValues((current) => withPackageType(current, typeId, undefined));
    clearServerError('packageType');
  };

  return {
    values,
    editable,
    problems,
    attempted,
    serverErrors,
    volumes,
    /** The loads behind the choices, whose failures the page says with a retry. */
    loads: { colors, volumes: volumesQuery },
    colors: colors.data ?? [],
    /** Marks the form as checked (the problems show) and says whether it may be sent. */
    check: () => {
      setAttempted(true);
      return problems.size === 0;
    },
    /** After a refused send: the server's reasons on their fields; the values stay as typed. */
    refused: (body: unknown) => setServerErrors(serverFieldErrors(body)),
    /** After a successful send: the sent values are the record's now, so the next answer may replace them. */
    saved: (sent: DetailsFormValues) => {
      base.current = sent;
      setServerErrors({});
      setAttempted(false);
    },
    set,
    setId,
    changeType,
  };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
