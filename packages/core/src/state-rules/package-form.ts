import { isInputAbove, isNegativeInput } from '../input-limits/input-limits';
import { MEASUREMENT_MAX_MM, PACKAGE_WEIGHT_MAX_GRAMS } from '../input-limits/limits';
import { isNumericInput, parseDecimalInput } from '../numeric-input/numeric-input';
import { MAX_STANDARD_COMMENTS, testResultGroup } from './test-results';

/** Package types 3 and 4 take only the colourless colour (id 1); every other type must not be colourless. */
export const COLOURLESS_ONLY_PACKAGE_TYPE_IDS: readonly number[] = [3, 4];
export const COLOURLESS_COLOUR_ID = 1;
/** The EAN type a new package starts with: 2, international. */
export const DEFAULT_EAN_TYPE_ID = 2;

/** Whether a colour may be chosen for a package type (incompatible options are shown disabled). */
export function isColourAllowedForType(packageTypeId: number, colourId: number): boolean {
  const colourlessOnly = COLOURLESS_ONLY_PACKAGE_TYPE_IDS.includes(packageTypeId);
  return colourlessOnly === (colourId === COLOURLESS_COLOUR_ID);
}

/**
 * After the package type changes: the volume is kept only if the new type offers it, the colour only if it
 * is allowed for the new type; null means cleared.
 */
export function choicesAfterTypeChange(input: {
  packageTypeId: number;
  volumeId: number | null;
  colourId: number | null;
  volumeIdsOfType: readonly number[];
}): { volumeId: number | null; colourId: number | null } {
  const { packageTypeId, volumeId, colourId, volumeIdsOfType } = input;
  return {
    volumeId: volumeId !== null && volumeIdsOfType.includes(volumeId) ? volumeId : null,
    colourId: colourId !== null && isColourAllowedForType(packageTypeId, colourId) ? colourId : null,
  };
}

/** The package registration form of the client (field names of the spec). */
export interface PackageFormValues {
  ean: string;
  packageName: string;
  packageWeight: string;
  eanType: number | null;
  packageCategory: number | null;
  packageVolume: number | null;
  packageColor: number | null;
  packageType: number | null;
}

export type PackageFormField = keyof PackageFormValues;

export interface PackageFormProblems {
  /** Empty required fields ("Kõik punasega märgitud väljad peavad olema täidetud."). */
  missing: PackageFormField[];
  /** The weight is filled but not a number ("Pakendi kaal peab olema number."). */
  weightNotNumber: boolean;
  /** The weight is a number above PACKAGE_WEIGHT_MAX_GRAMS (400 digits once went to the server as null). */
  weightTooLarge: boolean;
}

const REQUIRED_FIELDS: readonly PackageFormField[] = [
  'ean',
  'packageName',
  'packageWeight',
  'eanType',
  'packageCategory',
  'packageVolume',
  'packageColor',
  'packageType',
];

/** Every problem of the package form at once, so each invalid field can be flagged. */
export function packageFormProblems(values: PackageFormValues): PackageFormProblems {
  const missing = REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
  const weightNotNumber = !missing.includes('packageWeight') && !isNumericInput(values.packageWeight);
  const weightTooLarge = !weightNotNumber && isInputAbove(values.packageWeight, PACKAGE_WEIGHT_MAX_GRAMS);
  return { missing, weightNotNumber, weightTooLarge };
}

/**
 * The representation basis of the contract: option 1 (board member) only when the user's personal code is
 * among the company's board members, in which case it is chosen; otherwise option 2.
 */
export function contractBasisFor(
  personalCode: string,
  boardMembers: ReadonlyArray<{ ssid?: string | null }>,
): { basis: 1 | 2; boardMemberOptionEnabled: boolean } {
  const isBoardMember = boardMembers.some((member) => !!member.ssid && member.ssid === personalCode);
  return { basis: isBoardMember ? 1 : 2, boardMemberOptionEnabled: isBoardMember };
}

/** The partner's test form: field → problem. Width, height, PV and VV must hold a number as the numeric helper reads it. */
export interface PackageTestFormValues {
  status: number | string | null;
  width: string;
  height: string;
  widthPercentage: number | null;
  heightPercentage: number | null;
  location: number | string | null;
  pv: string;
  vv: string;
  isSticker: boolean | string | null;
  standardComments: readonly unknown[];
}

export type PackageTestProblem =
  | { field: keyof PackageTestFormValues; problem: 'missing' }
  | { field: 'status'; problem: 'not-ok-or-nok' }
  | { field: 'width' | 'height' | 'pv' | 'vv'; problem: 'not-a-number' | 'negative' | 'too-large' }
  | { field: 'standardComments'; problem: 'too-many' };

const NUMERIC_TEST_FIELDS = ['width', 'height', 'pv', 'vv'] as const;
const PRESENT_TEST_FIELDS = ['widthPercentage', 'heightPercentage', 'location', 'isSticker'] as const;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Every problem of the test form ("status is missing", "X is not a valid number", "choose up to 3", ...). */
export function packageTestProblems(values: PackageTestFormValues): PackageTestProblem[] {
  const problems: PackageTestProblem[] = [];
  if (isBlank(values.status)) problems.push({ field: 'status', problem: 'missing' });
  else if (!['ok', 'not-ok'].includes(testResultGroup(values.status) ?? '')) {
    problems.push({ field: 'status', problem: 'not-ok-or-nok' });
  }
  for (const field of NUMERIC_TEST_FIELDS) {
    if (isBlank(values[field])) problems.push({ field, problem: 'missing' });
    // Read as every numeric input is (spec §5: comma to dot, other characters dropped): "31,35 mm" is 31.35.
    else if (parseDecimalInput(values[field]) === null) problems.push({ field, problem: 'not-a-number' });
    // The helper would drop the sign ("-5" read as 5) and read any length: both are refused, not sent.
    else if (isNegativeInput(values[field])) problems.push({ field, problem: 'negative' });
    else if (isInputAbove(values[field], MEASUREMENT_MAX_MM)) problems.push({ field, problem: 'too-large' });
  }
  for (const field of PRESENT_TEST_FIELDS) {
    if (isBlank(values[field])) problems.push({ field, problem: 'missing' });
  }
  if (values.standardComments.length > MAX_STANDARD_COMMENTS)
    problems.push({ field: 'standardComments', problem: 'too-many' });
  return problems;
}
