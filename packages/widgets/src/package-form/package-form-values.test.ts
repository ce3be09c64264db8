import { describe, expect, it } from 'vitest';
import {
  colourChoices,
  colourRuleOf,
  emptyPackageForm,
  newPackageBody,
  optionText,
  packageFieldProblems,
  volumeAfterLoad,
  withPackageType,
} from './package-form-values';

const filled = {
  ...emptyPackageForm(),
  ean: '4740000000018',
  packageName: ' Põhjala Öö 0,33 l ',
  packageWeight: '12,6',
  packageCategory: 3,
  packageType: 3,
  packageVolume: 2,
  packageColor: 1,
};

describe('emptyPackageForm', () => {
  it('starts with EAN type 2 and nothing else', () => {
    expect(emptyPackageForm()).toMatchObject({ ean: '', eanType: 2, packageType: null, comment: '' });
  });
});

describe('packageFieldProblems', () => {
  it('flags every empty required field', () => {
    const problems = packageFieldProblems(emptyPackageForm());
    expect([...problems.keys()]).toEqual([
      'ean',
      'packageName',
      'packageWeight',
      'packageCategory',
      'packageVolume',
      'packageColor',
      'packageType',
    ]);
    expect(new Set(problems.values())).toEqual(new Set(['missing']));
  });

  it('accepts a decimal comma and refuses a weight that is not a number', () => {
    expect(packageFieldProblems(filled).size).toBe(0);
    expect(packageFieldProblems({ ...filled, packageWeight: '12 g' }).get('packageWeight')).toBe('not-a-number');
  });

  it('refuses a weight above the largest package (400 digits were sent as null)', () => {
    expect(packageFieldProblems({ ...filled, packageWeight: '9'.repeat(400) }).get('packageWeight')).toBe('too-large');
  });

  it('checks the EAN check digit once the EAN is filled', () => {
    expect(packageFieldProblems({ ...filled, ean: '4740000000017' }).get('ean')).toBe('bad-check-digit');
    expect(packageFieldProblems({ ...filled, ean: '47400a' }).get('ean')).toBe('bad-check-digit');
  });
});

describe('withPackageType', () => {
  it('keeps an offered volume and an allowed colour', () => {
    expect(withPackageType(filled, 4, [2, 3])).toMatchObject({ packageType: 4, packageVolume: 2, packageColor: 1 });
  });

  it('clears a volume the type does not offer and colourless for other types', () => {
    expect(withPackageType(filled, 1, [3, 6])).toMatchObject({
      packageType: 1,
      packageVolume: null,
      packageColor: null,
    });
  });

  it('keeps the volume until the type’s volumes are known', () => {
    expect(withPackageType(filled, 1, undefined).packageVolume).toBe(2);
    expect(withPackageType({ ...filled, packageVolume: null }, 1, undefined).packageVolume).toBeNull();
  });
});

describe('volumeAfterLoad', () => {
  it('keeps an offered volume, else clears it', () => {
    expect(volumeAfterLoad(2, [1, 2])).toBe(2);
    expect(volumeAfterLoad(2, [3])).toBeNull();
    expect(volumeAfterLoad(null, [3])).toBeNull();
  });
});

describe('colourChoices', () => {
  const colours = [
    { id: 1, value: 'Värvitu' },
    { id: 3, value: 'Roheline' },
  ];
  it('allows only colourless for types 3 and 4, and anything but colourless otherwise', () => {
    expect(colourChoices(colours, 3).map((colour) => colour.isDisabled)).toEqual([false, true]);
    expect(colourChoices(colours, 1).map((colour) => colour.isDisabled)).toEqual([true, false]);
    expect(colourChoices(colours, null).map((colour) => colour.isDisabled)).toEqual([false, false]);
  });
});

describe('colourRuleOf', () => {
  it('says which rule the type follows', () => {
    expect(colourRuleOf(4)).toBe('colourless-only');
    expect(colourRuleOf(2)).toBe('no-colourless');
    expect(colourRuleOf(null)).toBeNull();
  });
});

describe('optionText', () => {
  it('reads the label, the description or the value', () => {
    expect(optionText({ id: 2, value: 'INTERNATIONAL', label: 'Rahvusvaheline' })).toBe('Rahvusvaheline');
    expect(optionText({ id: 1, value: 'WATER', description: 'Vesi' })).toBe('Vesi');
    expect(optionText({ id: 1, value: 33 })).toBe('33');
  });
});

describe('newPackageBody', () => {
  it('sends ids, the trimmed name and the weight with a point', () => {
    expect(newPackageBody(filled, 101)).toEqual({
      client: 101,
      ean: '4740000000018',
      ean_type: 2,
      package_category: 3,
      package_type: 3,
      volume: 2,
      weight: '12.6',
      color: 1,
      name: 'Põhjala Öö 0,33 l',
    });
    expect(newPackageBody({ ...filled, comment: ' uus ' }, 101).comment).toBe('uus');
    expect(newPackageBody({ ...emptyPackageForm(), eanType: null }, 1)).toMatchObject({ ean_type: 0, weight: '0' });
  });
});
