import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commentKeyAction,
  isCommentBodyValid,
  matchesTextFilter,
  matchesWeightFilter,
  passwordsMatch,
  shouldSearchCompanies,
  textFilterKey,
  textFilterMatcher,
  unseenBadgeLabel,
  withinOverdueDays,
} from './interactions';

describe('filters and searches', () => {
  it('searches companies from three characters', () => {
    expect(shouldSearchCompanies('Ee')).toBe(false);
    expect(shouldSearchCompanies(' Ee ')).toBe(false);
    expect(shouldSearchCompanies('Ees')).toBe(true);
  });

  it('matches text case-insensitively on the trimmed query, Estonian letters included', () => {
    expect(matchesTextFilter('ÕUNAMAHL 1 L', '  õunamahl ')).toBe(true);
    expect(matchesTextFilter('Pirnimahl', 'õun')).toBe(false);
    expect(matchesTextFilter(null, '')).toBe(true);
    expect(matchesTextFilter(undefined, 'x')).toBe(false);
  });

  it('finds any substring of a value', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (value, start, length) => {
        const part = value.slice(start % (value.length + 1), (start % (value.length + 1)) + length);
        expect(matchesTextFilter(value, part.toUpperCase())).toBe(true);
      }),
    );
  });

  it('prepares the query once and gives the same answers as the one-off rule', () => {
    const matches = textFilterMatcher(' ÕUN ');
    expect(['Õunamahl', 'pirn', null].map(matches)).toEqual([true, false, false]);
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, query) => {
        expect(textFilterMatcher(query)(value)).toBe(matchesTextFilter(value, query));
      }),
    );
  });

  it('compares precomputed keys the same way: key.includes(key of the trimmed query)', () => {
    expect(textFilterKey('ÕUNAMAHL')).toBe('õunamahl');
    expect(textFilterKey(null)).toBe('');
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, query) => {
        expect(textFilterKey(value).includes(textFilterKey(query.trim()))).toBe(matchesTextFilter(value, query));
      }),
    );
  });

  it('matches the weight exactly', () => {
    expect(matchesWeightFilter(12.5, '12,5')).toBe(true);
    expect(matchesWeightFilter(12.5, '12')).toBe(false);
    expect(matchesWeightFilter(null, '12')).toBe(false);
    expect(matchesWeightFilter(undefined, ' ')).toBe(true);
  });

  it('applies the days-overdue bounds inclusively', () => {
    expect(withinOverdueDays(10, { min: 10, max: 10 })).toBe(true);
    expect(withinOverdueDays(9, { min: 10 })).toBe(false);
    expect(withinOverdueDays(11, { max: 10 })).toBe(false);
    expect(withinOverdueDays(500, { min: null, max: null })).toBe(true);
  });
});

describe('forms', () => {
  it('compares passwords exactly', () => {
    expect(passwordsMatch('Salasõna1', 'Salasõna1')).toBe(true);
    expect(passwordsMatch('Salasõna1', 'salasõna1')).toBe(false);
  });

  it('needs a non-blank comment', () => {
    expect(isCommentBodyValid(' a ')).toBe(true);
    expect(isCommentBodyValid(' \n\t')).toBe(false);
  });

  it('submits on Enter and breaks the line with Shift, Alt or Ctrl', () => {
    expect(commentKeyAction({ key: 'Enter' })).toBe('submit');
    expect(commentKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(commentKeyAction({ key: 'Enter', altKey: true })).toBe('newline');
    expect(commentKeyAction({ key: 'Enter', ctrlKey: true })).toBe('newline');
    expect(commentKeyAction({ key: 'a', shiftKey: true })).toBeNull();
  });
});

describe('unseenBadgeLabel', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i unseen → %j', (count, label) => {
    expect(unseenBadgeLabel(count)).toBe(label);
  });
});
