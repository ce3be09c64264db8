import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeOfPicker } from './filter-range';
import { rangeParams } from './range-params';

const context = { today: '2026-11-15' } as const;
const codec = rangeParams({ names: { from: 'from', to: 'to' }, read: (texts) => rangeOfPicker(texts) })(
  'period',
  context,
);
const month = fc
  .integer({ min: 2000, max: 2099 })
  .chain((year) => fc.integer({ min: 1, max: 12 }).map((m) => `${year}-${String(m).padStart(2, '0')}`));
const range = fc
  .record({ from: fc.option(month, { nil: undefined }), to: fc.option(month, { nil: undefined }) })
  .map(({ from, to }) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }));

describe('a range kept as two parameters', () => {
  it('reads back what it wrote, leaving other parameters alone', () => {
    fc.assert(
      fc.property(range, (value) => {
        const params = new URLSearchParams('size=50&from=1999-01');
        codec.write(value, params);
        expect(params.get('size')).toBe('50');
        expect(codec.read(params)).toEqual(value);
      }),
    );
  });

  it('writes an end as its text, and leaves out one with none', () => {
    const years = rangeParams({
      names: { from: 'a', to: 'b' },
      read: (texts) => rangeOfPicker(texts),
      textOf: (end) => (/^\d{4}/.test(end) ? end.slice(0, 4) : null),
    })('years', context);
    const params = new URLSearchParams('b=2020');
    years.write({ from: '2025-01', to: 'x' }, params);
    expect(params.toString()).toBe('a=2025');
  });
});
