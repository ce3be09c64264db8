import {
  COLOURLESS_ONLY_PACKAGE_TYPE_IDS,
  choicesAfterTypeChange,
  DEFAULT_EAN_TYPE_ID,
  isColourAllowedForType,
  isValidGtin,
  type PackageFormField,
  type PackageFormValues,
  packageFormProblems,
  parseDecimalInput,
} from '@epp/core';

/** A classifier option as the reference calls answer it (EAN types, categories, types, colours, volumes). */
export interface ClassifierOption {
  id: number;
  value: string | number;
  label?: string;
  description?: string;
}

/** The form's values plus the optional comment of the new-package call. */
export interface PackageFormState extends PackageFormValues {
  comment: string;
}

/** A new package starts empty with EAN type 2 (international). */
export function emptyPackageForm(): PackageFormState {
  return {
    ean: '',
    packageName: '',
    packageWeight: '',
    eanType: DEFAULT_EAN_TYPE_ID,
    packageCategory: null,
    packageVolume: null,
    packageColor: null,
    packageType: null,
    comment: '',
  };
}

/** Why a field is flagged: empty (red, with the common message), weight not a number, or a bad EAN check digit. */
export type PackageFieldProblem = 'missing' | 'not-a-number' | 'too-large' | 'bad-check-digit';

/**
 * Every field's problem at once: @epp/core's packageFormProblems (required fields, numeric weight), plus the
 * EAN's GTIN check digit (@epp/core gtin) once the EAN is filled.
 */
export function packageFieldProblems(values: PackageFormValues): Map<PackageFormField, PackageFieldProblem> {
  const { missing, weightNotNumber, weightTooLarge } = packageFormProblems(values);
  const problems = new Map<PackageFormField, PackageFieldProblem>(missing.map((field) => [field, 'missing']));
  if (weightNotNumber) problems.set('packageWeight', 'not-a-number');
  if (weightTooLarge) problems.set('packageWeight', 'too-large');
  if (!problems.has('ean') && !isValidGtin(values.ean.trim())) problems.set('ean', 'bad-check-digit');
  return problems;
}

/**
 * The values after the package type changes: the volume stays only if the new type offers it and the colour
 * only if allowed (@epp/core's choicesAfterTypeChange). While the new type's volumes are not known yet, the
 * volume is kept for now; the form clears it when the list arrives without it (see volumeAfterLoad).
 */
export function withPackageType<T extends PackageFormValues>(
  values: T,
  packageTypeId: number,
  volumeIdsOfType: readonly number[] | undefined,
): T {
  const known = volumeIdsOfType ?? (values.packageVolume === null ? [] : [values.packageVolume]);
  const { volumeId, colourId } = choicesAfterTypeChange({
    packageTypeId,
    volumeId: values.packageVolume,
    colourId: values.packageColor,
    volumeIdsOfType: known,
  });
  return { ...values, packageType: packageTypeId, packageVolume: volumeId, packageColor: colourId };
}

/** The chosen volume once the type's volumes are known: kept if offered, else cleared (null). */
export function volumeAfterLoad(volumeId: number | null, volumeIdsOfType: readonly number[]): number | null {
  return volumeId !== null && volumeIdsOfType.includes(volumeId) ? volumeId : null;
}

/** The colour choices for a type: the incompatible ones disabled (none before a type is chosen). */
export function colourChoices(
  colours: readonly ClassifierOption[],
  packageTypeId: number | null,
): Array<ClassifierOption & { isDisabled: boolean }> {
  return colours.map((colour) => ({
    ...colour,
    isDisabled: packageTypeId !== null && !isColourAllowedForType(packageTypeId, colour.id),
  }));
}

/** What the colour select says about the chosen type: only colourless (types 3 and 4), or no colourless. */
export function colourRuleOf(packageTypeId: number | null): 'colourless-only' | 'no-colourless' | null {
  if (packageTypeId === null) return null;
  return COLOURLESS_ONLY_PACKAGE_TYPE_IDS.includes(packageTypeId) ? 'colourless-only' : 'no-colourless';
}

/** The text an option shows: the label, else the description (categories), else the value. */
export function optionText(option: ClassifierOption): string {
  return option.label ?? option.description ?? String(option.value);
}

/** The body of POST package/ from valid values (call only when packageFieldProblems is empty). */
export function newPackageBody(values: PackageFormState, clientId: number) {
  const id = (value: number | null) => value ?? 0;
  const comment = values.comment.trim();
  return {
    client: clientId,
    ean: values.ean.trim(),
    ean_type: id(values.eanType),
    package_category: id(values.packageCategory),
    package_type: id(values.packageType),
    volume: id(values.packageVolume),
    weight: parseDecimalInput(values.packageWeight)?.toString() ?? '0',
    color: id(values.packageColor),
    name: values.packageName.trim(),
    ...(comment === '' ? {} : { comment }),
  };
}

export type NewPackageBody = ReturnType<typeof newPackageBody>;
