import { buildWorkbook, excelSheet } from '@epp/ui/excel';
import { describe, expect, it } from 'vitest';
import { readSheetPreview } from './read-sheet-preview';
import { previewFromRows } from './sheet-preview';

describe('previewFromRows', () => {
  it('takes the header, the first rows, and flags EANs that fail the check digit in the whole sheet', () => {
    const rows = [
      ['Toode', 'EAN kood', 'Kogus'],
      ['Värska', '4740000000018', 10],
      ['Öö', '4740000000017', 5],
      [],
      ['Tühi EAN', '', 1],
      ['Lühike', '47400016', 2],
      ['Kaheksa', '12345678', 3],
    ];
    const preview = previewFromRows(rows, 3);
    expect(preview.header).toEqual(['Toode', 'EAN kood', 'Kogus']);
    expect(preview.eanColumn).toBe(1);
    expect(preview.totalRows).toBe(5);
    expect(preview.badEanCount).toBe(2);
    expect(preview.rows.map((row) => row.map((cell) => cell.isBadEan))).toEqual([
      [false, false, false],
      [false, true, false],
      [false, false, false],
    ]);
    expect(preview.rows[0]?.[2]?.text).toBe('10');
  });

  it('flags nothing without an EAN column and pads short rows', () => {
    const preview = previewFromRows([['A'], ['1', '2']]);
    expect(preview.eanColumn).toBeNull();
    expect(preview.header).toEqual(['A', '']);
    expect(preview.badEanCount).toBe(0);
    expect(previewFromRows([]).rows).toEqual([]);
  });
});

describe('readSheetPreview', () => {
  it('reads the first sheet of a real .xlsx file (within the limits)', async () => {
    const workbook = await buildWorkbook([
      excelSheet<{ ean: string; quantity: number }>({
        name: 'Müük',
        columns: [
          { header: 'EAN', value: (row) => row.ean },
          { header: 'Kogus', value: (row) => row.quantity, format: 'integer' },
        ],
        rows: [
          { ean: '4740000000018', quantity: 3 },
          { ean: '4740000000010', quantity: 4 },
        ],
      }),
    ]);
    const bytes = await workbook.xlsx.writeBuffer();
    const read = await readSheetPreview(new Blob([bytes]), { createWorker: null });
    if (read.kind !== 'ready') throw new Error(`not read: ${read.kind}`);
    const preview = read.data;
    expect(preview.header).toEqual(['EAN', 'Kogus']);
    expect(preview.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['4740000000018', '3'],
      ['4740000000010', '4'],
    ]);
    expect(preview.badEanCount).toBe(1);
  });
});
