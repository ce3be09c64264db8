import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';

describe('cellText', () => {
  it('reads every kind of exceljs cell value as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(' 12 ')).toBe('12');
    expect(cellText(4740000000017)).toBe('4740000000017');
    expect(cellText(new Date(Date.UTC(2025, 2, 1)))).toBe('2025-03-01');
    expect(cellText({ richText: [{ text: 'EAN ' }, { text: 'kood' }] })).toBe('EAN kood');
    expect(cellText({ richText: [{ text: 'EAN' }, { font: { bold: true } }] })).toBe('EAN');
    expect(cellText({ formula: 'A1', result: 7 })).toBe('7');
    expect(cellText({ text: 'link', hyperlink: 'https://example.com' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText({})).toBe('');
  });
});
