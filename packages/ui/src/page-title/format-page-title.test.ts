import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, PAGE_TITLE_SEPARATOR } from './format-page-title';

describe('formatPageTitle', () => {
  it('joins the route labels with a middle dot', () => {
    expect(formatPageTitle(['Aruanded', 'Müügiaruanne'])).toBe('Aruanded · Müügiaruanne');
  });

  it('adds the suffix as the last part', () => {
    expect(formatPageTitle(['Aruanded', 'Müügiaruanne'], 'mai 2024')).toBe('Aruanded · Müügiaruanne · mai 2024');
  });

  it('leaves out blank labels and a blank suffix, so no stray dot appears', () => {
    expect(formatPageTitle(['', 'Pakendid', '  '], ' ')).toBe('Pakendid');
    expect(formatPageTitle([])).toBe('');
  });

  it('keeps every non-blank part, in order, trimmed', () => {
    const part = fc.string().filter((s) => !s.includes(PAGE_TITLE_SEPARATOR.trim()));
    fc.assert(
      fc.property(fc.array(part), fc.option(part, { nil: undefined }), (labels, suffix) => {
        const expected = [...labels, suffix ?? ''].map((p) => p.trim()).filter((p) => p !== '');
        const title = formatPageTitle(labels, suffix);
        expect(title === '' ? [] : title.split(PAGE_TITLE_SEPARATOR)).toEqual(expected);
      }),
    );
  });
});
