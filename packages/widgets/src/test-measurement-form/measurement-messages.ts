import {
  errorListEntries,
  formatDisplayDateTime,
  formatNumber,
  MAX_STANDARD_COMMENTS,
  MEASUREMENT_MAX_MM,
  type PackageTestProblem,
} from '@epp/core';
import { type Language, type Message, message } from '@epp/i18n';
import type { FailureLine } from '../confirm-with-problems/problem-texts';
import type { BarcodeFlag, TestFormField, TestFormValues } from './test-form-values';

// The texts of the measurement form as keys and parameters: which message a flag, a problem or an answer
// reads as is decided here (and tested), the form only translates them.

/** A percentage or a measure as shown: the interface language's decimal comma or point, up to 2 decimals. */
export const measureText = (value: number, language: Language): string =>
  formatNumber(value, language, { maxDecimals: 2 });

const FLAG_KEYS = {
  width: {
    below: 'widgets.testMeasurementForm.flags.widthBelow',
    above: 'widgets.testMeasurementForm.flags.widthAbove',
  },
  height: {
    below: 'widgets.testMeasurementForm.flags.heightBelow',
    above: 'widgets.testMeasurementForm.flags.heightAbove',
  },
} as const;

/** Why a measure is out of range: the percent limit it broke, or the minimum height in mm, at the location. */
export function flagMessage(flag: BarcodeFlag, location: TestFormValues['location'], language: Language): Message {
  const where = message(`widgets.testMeasurementForm.locationCase.${location}`);
  if (flag.problem === 'below-mm') {
    return message('widgets.testMeasurementForm.flags.heightBelowMm', {
      height: measureText(flag.height, language),
      limit: String(flag.limit),
      location: where,
    });
  }
  return message(FLAG_KEYS[flag.field][flag.problem], {
    percentage: measureText(flag.percentage, language),
    limit: String(flag.limit),
    location: where,
  });
}

/** The flags of one measure, or none. */
export function fieldFlags(flags: readonly BarcodeFlag[], field: 'width' | 'height'): BarcodeFlag[] {
  return flags.filter((flag) => flag.field === field);
}

/** The spec's validation message of a field: "X is missing", "X is not a valid number", "choose up to 3", … */
export function problemMessage(problem: PackageTestProblem): Message {
  if (problem.problem === 'too-many')
    return message('widgets.testMeasurementForm.tooMany', { max: String(MAX_STANDARD_COMMENTS) });
  if (problem.problem === 'not-ok-or-nok') return message('widgets.testMeasurementForm.notOkOrNok');
  const field = message(`widgets.testMeasurementForm.fieldNames.${problem.field as TestFormField}`);
  if (problem.problem === 'missing') return message('widgets.testMeasurementForm.missing', { field });
  if (problem.problem === 'negative') return message('widgets.testMeasurementForm.negative', { field });
  if (problem.problem === 'too-large')
    return message('widgets.testMeasurementForm.tooLarge', { field, max: String(MEASUREMENT_MAX_MM) });
  return message('widgets.testMeasurementForm.notANumber', { field });
}

/** A 200 answer may still carry error codes (packageTestAnswerSchema): those are a failure too. */
export function answerErrors(result: unknown): FailureLine[] {
  if (typeof result !== 'object' || result === null || !('errors' in result)) return [];
  return errorListEntries(result).flatMap((entry) => (entry.code === null ? [] : [{ code: entry.code }]));
}

/** The confirmation moment as shown ("dd.mm.yyyy hh:mm"), or the server's text when it is not a date. */
export function confirmedDateText(confirmedAt: string | null): string {
  if (confirmedAt === null) return '';
  const date = new Date(confirmedAt);
  return Number.isNaN(date.getTime()) ? confirmedAt : formatDisplayDateTime(date);
}

/** The server's names of the form's fields in error codes ("width_too_small", "is_sticker_missing"). */
const CODE_FIELDS: ReadonlyArray<readonly [string, TestFormField]> = [
  ['width_percentage', 'width'],
  ['height_percentage', 'height'],
  ['standard_comments', 'standardComments'],
  ['is_sticker', 'isSticker'],
  ['location', 'location'],
  ['status', 'status'],
  ['width', 'width'],
  ['height', 'height'],
  ['pv', 'pv'],
  ['vv', 'vv'],
];

/**
 * The server's error codes by the field they name (the code is the field's name or starts with it and "_"):
 * each shows on its field; a code naming no field stays in the form's failure alert only.
 */
export function codesByField(lines: readonly FailureLine[]): Map<TestFormField, string> {
  const byField = new Map<TestFormField, string>();
  for (const line of lines) {
    if (!('code' in line)) continue;
    const code = line.code;
    const match = CODE_FIELDS.find(([name]) => code === name || code.startsWith(`${name}_`));
    if (match === undefined) continue;
    const [, field] = match;
    byField.set(field, byField.has(field) ? `${byField.get(field)} ${code}` : code);
  }
  return byField;
}
