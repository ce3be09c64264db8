import { describe, expect, it } from 'vitest';
import { packageApplicationFee } from './application-fee';

describe('packageApplicationFee', () => {
  it('charges 52 EUR per package plus VAT of the application date', () => {
    const fee = packageApplicationFee(3, { date: '2025-07-01' });
    expect([fee.net.toFixed(2), fee.vat.toFixed(2), fee.total.toFixed(2)]).toEqual(['156.00', '37.44', '193.44']);
    expect(packageApplicationFee(1, { date: '2025-06-30' }).total.toFixed(2)).toBe('63.44');
    expect(packageApplicationFee(0, { date: '2025-06-30' }).total.toFixed(2)).toBe('0.00');
  });

  it.each([-1, 0.5])('refuses a package count of %s', (count) => {
    expect(() => packageApplicationFee(count, { date: '2025-01-01' })).toThrow(`got ${count}`);
  });
});
