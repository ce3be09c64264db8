import type { PackageFormField } from '@epp/core';
import { describe, expect, it } from 'vitest';
import { anyFieldMissing, colourHintKey, submitProblemKey, volumeHintKey } from './package-form-texts';
import type { PackageFieldProblem } from './package-form-values';

const problems = (entries: [PackageFormField, PackageFieldProblem][]) => new Map(entries);

describe('submitProblemKey', () => {
  it('asks to fill every red field while one is empty', () => {
    const some = problems([
      ['ean', 'bad-check-digit'],
      ['packageName', 'missing'],
    ]);
    expect(anyFieldMissing(some)).toBe(true);
    expect(submitProblemKey(some)).toBe('widgets.packageForm.required');
  });

  it('names the first problem when every field is filled', () => {
    const some = problems([
      ['packageWeight', 'not-a-number'],
      ['ean', 'bad-check-digit'],
    ]);
    expect(anyFieldMissing(some)).toBe(false);
    expect(submitProblemKey(some)).toBe('widgets.packageForm.weightNotNumber');
    expect(submitProblemKey(problems([['ean', 'bad-check-digit']]))).toBe('widgets.packageForm.eanInvalid');
  });
});

describe('volumeHintKey', () => {
  it('asks for a type first, then says the volumes load, then nothing', () => {
    expect(volumeHintKey(null, undefined, undefined)).toBe('widgets.packageForm.chooseTypeFirst');
    expect(volumeHintKey(3, undefined, undefined)).toBe('widgets.packageForm.volumesLoading');
    expect(volumeHintKey(3, [{ id: 1, value: 50 }], undefined)).toBeUndefined();
  });

  it('leaves the failure to the error message', () => {
    expect(volumeHintKey(3, undefined, new Error('down'))).toBeUndefined();
  });
});

describe('colourHintKey', () => {
  it('follows the type rule', () => {
    expect(colourHintKey(null)).toBeUndefined();
    expect(colourHintKey('colourless-only')).toBe('widgets.packageForm.colourlessOnly');
    expect(colourHintKey('no-colourless')).toBe('widgets.packageForm.colourlessNotAllowed');
  });
});
