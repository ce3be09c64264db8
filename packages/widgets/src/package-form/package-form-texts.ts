import { formatNumber, type NumberLocale, PACKAGE_WEIGHT_MAX_GRAMS, type PackageFormField } from '@epp/core';
import { type TranslationKey, translationKey } from '@epp/i18n';
import type { ClassifierOption, PackageFieldProblem } from './package-form-values';

// Which text the package form shows where: decided here (and tested), translated by the form.

/** The message under a flagged field. */
export const PROBLEM_KEYS: Readonly<Record<PackageFieldProblem, TranslationKey>> = {
  missing: translationKey('widgets.packageForm.fieldMissing'),
  'not-a-number': translationKey('widgets.packageForm.weightNotNumber'),
  'too-large': translationKey('widgets.packageForm.weightTooLarge'),
  'bad-check-digit': translationKey('widgets.packageForm.eanInvalid'),
};

/** The parameters of the weight texts: the largest weight, written as the language writes numbers. */
export function weightLimitParams(language: NumberLocale): { max: string } {
  return { max: formatNumber(PACKAGE_WEIGHT_MAX_GRAMS, language) };
}

/** True when a required field is empty: the form then says "fill every red field" under its fields. */
export function anyFieldMissing(problems: ReadonlyMap<PackageFormField, PackageFieldProblem>): boolean {
  return [...problems.values()].includes('missing');
}

/** What a refused submit announces: "fill every red field" if one is empty, else the first problem. */
export function submitProblemKey(problems: ReadonlyMap<PackageFormField, PackageFieldProblem>): TranslationKey {
  if (anyFieldMissing(problems)) return 'widgets.packageForm.required';
  return PROBLEM_KEYS[[...problems.values()][0] ?? 'missing'];
}

/** The volume select's hint: choose a type first, or the type's volumes are loading (none once loaded or failed). */
export function volumeHintKey(
  packageType: number | null,
  volumes: readonly ClassifierOption[] | undefined,
  volumesError: unknown,
): TranslationKey | undefined {
  if (packageType === null) return 'widgets.packageForm.chooseTypeFirst';
  if (volumesError) return undefined;
  return volumes === undefined ? 'widgets.packageForm.volumesLoading' : undefined;
}

/** The colour select's hint for the type's rule (colourless only, or no colourless). */
export function colourHintKey(rule: 'colourless-only' | 'no-colourless' | null): TranslationKey | undefined {
  if (rule === null) return undefined;
  return rule === 'colourless-only' ? 'widgets.packageForm.colourlessOnly' : 'widgets.packageForm.colourlessNotAllowed';
}
