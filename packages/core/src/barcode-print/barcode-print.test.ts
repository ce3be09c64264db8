import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessBarcodePrint, type BarcodeLocation, type EanType } from './barcode-print';

const assess = (eanType: EanType, location: BarcodeLocation, width: string | number, height: string | number) =>
  assessBarcodePrint({ eanType, location, width, height });

describe('assessBarcodePrint', () => {
  it('is 100% at the default size', () => {
    expect(assess('EAN-13', 'horizontal', '31.35', '25.91')).toEqual({
      widthPercentage: 100,
      heightPercentage: 100,
      widthOk: true,
      heightOk: true,
    });
    expect(assess('EAN-8', 'vertical', 22.11, 21.31)).toMatchObject({ widthPercentage: 100, heightPercentage: 100 });
  });

  it('rounds the percentage half away from zero to 2 decimals', () => {
    // 30 / 31.35 × 100 = 95.6937… → 95.69; 20 / 25.91 × 100 = 77.1902… → 77.19
    expect(assess('EAN-13', 'vertical', 30, 20)).toMatchObject({ widthPercentage: 95.69, heightPercentage: 77.19 });
    // 11.055 / 22.11 = 50% exactly
    expect(assess('EAN-8', 'vertical', '11.055', '10.655').widthPercentage).toBe(50);
  });

  describe('width', () => {
    // EAN-13: 100% = 31.35, 80% = 25.08, 130% = 40.755
    it.each([
      ['horizontal', '31.35', true, '100% is the horizontal minimum'],
      ['horizontal', '31.34', false, '99.97% is too narrow horizontally'],
      ['horizontal', '31.3485', true, 'exactly 99.995% rounds half up to 100.00% and passes'],
      ['horizontal', '31.348', false, '99.99% fails'],
      ['vertical', '25.08', true, '80% is the vertical minimum'],
      ['vertical', '25.07', false, '79.97% fails'],
      ['vertical', '40.755', true, '130% is the maximum'],
      ['horizontal', '40.7563', true, '130.004% rounds to 130.00% and passes'],
      ['horizontal', '40.76', false, '130.02% fails'],
    ] satisfies Array<[BarcodeLocation, string, boolean, string]>)(
      '%s %s mm → %s (%s)',
      (location, width, ok, _why) => {
        expect(assess('EAN-13', location, width, '25.91').widthOk).toBe(ok);
      },
    );
  });

  describe('height', () => {
    // EAN-8 default height 21.31: 80% = 17.048, 100% = 21.31, 115% = 24.5065
    it.each([
      ['horizontal', '21.31', true, '100% and above 20 mm'],
      ['horizontal', '19.99', false, '93.8% but under 20 mm'],
      ['horizontal', '20', true, 'exactly 20 mm, 93.85%'],
      ['horizontal', '24.5065', true, '115% is the horizontal maximum'],
      ['horizontal', '24.52', false, '115.06% fails'],
      ['vertical', '21.31', true, '100% is the vertical maximum'],
      ['vertical', '21.32', false, '100.05% fails vertically'],
      ['vertical', '17.048', true, '80% and over 15 mm'],
      ['vertical', '17.04', false, '79.96% fails'],
    ] satisfies Array<[BarcodeLocation, string, boolean, string]>)(
      'EAN-8 %s %s mm → %s (%s)',
      (location, height, ok, _why) => {
        expect(assess('EAN-8', location, '22.11', height).heightOk).toBe(ok);
      },
    );
  });

  it('refuses a measure that is not a number', () => {
    expect(() => assess('EAN-13', 'vertical', 'abc', '20')).toThrow('"abc"');
  });

  const measure = fc.integer({ min: 0, max: 100_000 }).map((units) => units / 1000);

  it('is monotonic: a larger measure never gives a smaller percentage', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<EanType>('EAN-8', 'EAN-13'),
        fc.constantFrom<BarcodeLocation>('horizontal', 'vertical'),
        measure,
        measure,
        (eanType, location, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const low = assess(eanType, location, small, small);
          const high = assess(eanType, location, large, large);
          expect(high.widthPercentage).toBeGreaterThanOrEqual(low.widthPercentage);
          expect(high.heightPercentage).toBeGreaterThanOrEqual(low.heightPercentage);
        },
      ),
    );
  });

  it('widthOk holds exactly on one interval: if two widths pass, every width between passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BarcodeLocation>('horizontal', 'vertical'),
        measure,
        measure,
        measure,
        (location, a, b, c) => {
          const [low, middle, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
          const ok = (width: number) => assess('EAN-13', location, width, 25.91).widthOk;
          if (ok(low) && ok(high)) expect(ok(middle)).toBe(true);
        },
      ),
    );
  });
});
