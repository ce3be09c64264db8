import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choicesAfterTypeChange,
  contractBasisFor,
  isColourAllowedForType,
  type PackageFormValues,
  type PackageTestFormValues,
  packageFormProblems,
  packageTestProblems,
} from './package-form';

describe('colour and volume rules', () => {
  it('allows only colourless for types 3 and 4, and anything but colourless otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (typeId, colourId) => {
        const colourlessOnly = typeId === 3 || typeId === 4;
        expect(isColourAllowedForType(typeId, colourId)).toBe(colourlessOnly ? colourId === 1 : colourId !== 1);
      }),
    );
  });

  it('clears a volume the new type does not offer and a colour it does not allow', () => {
    expect(choicesAfterTypeChange({ packageTypeId: 3, volumeId: 5, colourId: 2, volumeIdsOfType: [4, 5] })).toEqual({
      volumeId: 5,
      colourId: null,
    });
    expect(choicesAfterTypeChange({ packageTypeId: 1, volumeId: 5, colourId: 2, volumeIdsOfType: [4] })).toEqual({
      volumeId: null,
      colourId: 2,
    });
    expect(choicesAfterTypeChange({ packageTypeId: 1, volumeId: null, colourId: null, volumeIdsOfType: [] })).toEqual({
      volumeId: null,
      colourId: null,
    });
  });
});

describe('packageFormProblems', () => {
  const complete: PackageFormValues = {
    ean: '4006381333931',
    packageName: 'Limonaad 0,5 l',
    packageWeight: '24,5',
    eanType: 2,
    packageCategory: 1,
    packageVolume: 50,
    packageColor: 2,
    packageType: 1,
  };

  it('accepts a complete form', () => {
    expect(packageFormProblems(complete)).toEqual({ missing: [], weightNotNumber: false, weightTooLarge: false });
  });

  it('lists every empty field and a weight that is not a number', () => {
    expect(packageFormProblems({ ...complete, ean: ' ', packageColor: null, packageWeight: 'kakskümmend' })).toEqual({
      missing: ['ean', 'packageColor'],
      weightNotNumber: true,
      weightTooLarge: false,
    });
    expect(packageFormProblems({ ...complete, packageWeight: '' })).toEqual({
      missing: ['packageWeight'],
      weightNotNumber: false,
      weightTooLarge: false,
    });
  });

  it('refuses a weight above the largest package instead of sending 400 digits as null', () => {
    expect(packageFormProblems({ ...complete, packageWeight: '9'.repeat(400) })).toMatchObject({
      weightNotNumber: false,
      weightTooLarge: true,
    });
    expect(packageFormProblems({ ...complete, packageWeight: '100000' }).weightTooLarge).toBe(false);
  });
});

describe('contractBasisFor', () => {
  it('chooses basis 1 only for a board member', () => {
    const board = [{ ssid: '37605030299' }, { ssid: null }, {}];
    expect(contractBasisFor('37605030299', board)).toEqual({ basis: 1, boardMemberOptionEnabled: true });
    expect(contractBasisFor('49403136526', board)).toEqual({ basis: 2, boardMemberOptionEnabled: false });
    expect(contractBasisFor('', board)).toEqual({ basis: 2, boardMemberOptionEnabled: false });
  });
});

describe('packageTestProblems', () => {
  const complete: PackageTestFormValues = {
    status: 1,
    width: '31,35',
    height: '25.91',
    widthPercentage: 100,
    heightPercentage: 100,
    location: 2,
    pv: '1',
    vv: '0',
    isSticker: false,
    standardComments: ['A', 'B', 'C'],
  };

  it('accepts a complete test', () => {
    expect(packageTestProblems(complete)).toEqual([]);
    expect(packageTestProblems({ ...complete, status: 'NOK' })).toEqual([]);
  });

  it('reports every missing field, non-numbers, a status other than OK/NOK and a fourth standard comment', () => {
    expect(
      packageTestProblems({
        status: null,
        width: '',
        height: 'abc',
        widthPercentage: null,
        heightPercentage: 80,
        location: null,
        pv: '1',
        vv: ' ',
        isSticker: null,
        standardComments: ['A', 'B', 'C', 'D'],
      }),
    ).toEqual([
      { field: 'status', problem: 'missing' },
      { field: 'width', problem: 'missing' },
      { field: 'height', problem: 'not-a-number' },
      { field: 'vv', problem: 'missing' },
      { field: 'widthPercentage', problem: 'missing' },
      { field: 'location', problem: 'missing' },
      { field: 'isSticker', problem: 'missing' },
      { field: 'standardComments', problem: 'too-many' },
    ]);
    expect(packageTestProblems({ ...complete, status: 3 })).toEqual([{ field: 'status', problem: 'not-ok-or-nok' }]);
    expect(packageTestProblems({ ...complete, status: 'maybe' })).toEqual([
      { field: 'status', problem: 'not-ok-or-nok' },
    ]);
  });

  it('reads a measure as the numeric helper does: comma to dot, other characters dropped (spec §5)', () => {
    expect(packageTestProblems({ ...complete, width: '31,35 mm', height: '25.91mm', pv: ' 1 ', vv: '0,5 mm' })).toEqual(
      [],
    );
    expect(packageTestProblems({ ...complete, pv: 'mm' })).toEqual([{ field: 'pv', problem: 'not-a-number' }]);
  });

  it('refuses a negative measure (the helper would drop the sign) and one beyond a metre', () => {
    expect(packageTestProblems({ ...complete, width: '-5', vv: '1'.repeat(40) })).toEqual([
      { field: 'width', problem: 'negative' },
      { field: 'vv', problem: 'too-large' },
    ]);
  });

  it('calls a measure not a number exactly when it holds no digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (raw) => {
        fc.pre(raw.trim() !== '');
        const problems = packageTestProblems({ ...complete, width: raw });
        const notANumber = problems.some((problem) => problem.field === 'width' && problem.problem === 'not-a-number');
        expect(notANumber).toBe(!/[0-9]/.test(raw));
      }),
    );
  });
});
