import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_MB,
  sniffDocument,
  sniffXlsx,
  validateDocumentUpload,
  validateImportFiles,
} from './import-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('validateImportFiles', () => {
  it('accepts exactly one .xlsx file of at most 5,000,000 bytes', () => {
    const report = file('müük 2025-06.xlsx', 5_000_000);
    expect(validateImportFiles([report])).toEqual({ ok: true, file: report });
    expect(validateImportFiles([file('REPORT.XLSX')]).ok).toBe(true);
    expect(MAX_IMPORT_FILE_MB).toBe(5);
  });

  it.each([
    [[], 'no-file'],
    [[file('a.xlsx'), file('b.xlsx')], 'too-many-files'],
    [[file('a.xls')], 'wrong-file-type'],
    [[file('a.xlsx.csv')], 'wrong-file-type'],
    [[file('xlsx')], 'wrong-file-type'],
    [[file('a.xlsx', 5_000_001)], 'file-too-large'],
  ])('refuses %j with %s', (files, error) => {
    expect(validateImportFiles(files)).toEqual({ ok: false, error });
  });

  it('checks in order: count, then type, then size', () => {
    expect(validateImportFiles([file('a.pdf', 9e9), file('b.pdf', 9e9)])).toEqual({
      ok: false,
      error: 'too-many-files',
    });
    expect(validateImportFiles([file('a.pdf', 9e9)])).toEqual({ ok: false, error: 'wrong-file-type' });
  });

  it('accepts a single file iff its name ends in .xlsx and its size is within the limit', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('.xlsx', '.XLSX', '.xls', '.csv', ''),
        fc.nat(10_000_000),
        (stem, ext, size) => {
          const result = validateImportFiles([file(`${stem}${ext}`, size)]);
          expect(result.ok).toBe(ext.toLowerCase() === '.xlsx' && size <= 5_000_000);
        },
      ),
    );
  });
});

describe('sniffXlsx', () => {
  it('accepts a zip signature', async () => {
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])]);
    expect(await sniffXlsx(zip)).toBe(true);
  });

  it('refuses a renamed text or old Excel file, and an empty one', async () => {
    expect(await sniffXlsx(new Blob(['EAN;quantity\n']))).toBe(false);
    expect(await sniffXlsx(new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])]))).toBe(false);
    expect(await sniffXlsx(new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06])]))).toBe(false);
    expect(await sniffXlsx(new Blob([]))).toBe(false);
  });
});

describe('validateDocumentUpload', () => {
  it.each(['leping.asice', 'leping.BDOC', 'volikiri.pdf', 'a.ddoc', 'a.edoc'])('accepts %s', (name) => {
    expect(validateDocumentUpload([file(name)]).ok).toBe(true);
  });

  it('refuses none, many and other types', () => {
    expect(validateDocumentUpload([])).toEqual({ ok: false, error: 'no-file' });
    expect(validateDocumentUpload([file('a.pdf'), file('b.pdf')])).toEqual({ ok: false, error: 'too-many-files' });
    expect(validateDocumentUpload([file('a.docx')])).toEqual({ ok: false, error: 'wrong-file-type' });
    expect(validateDocumentUpload([file('pdf')])).toEqual({ ok: false, error: 'wrong-file-type' });
  });

  it('refuses a document over the upload limit', () => {
    const large = { name: 'leping.pdf', size: MAX_IMPORT_FILE_BYTES + 1 };
    expect(validateDocumentUpload([large])).toEqual({ ok: false, error: 'file-too-large' });
    expect(validateDocumentUpload([{ ...large, size: MAX_IMPORT_FILE_BYTES }]).ok).toBe(true);
  });
});

describe('sniffDocument', () => {
  const named = (name: string, ...parts: BlobPart[]) => Object.assign(new Blob(parts), { name });
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]);

  it('accepts containers that are zip archives, a PDF and a DigiDoc XML', async () => {
    for (const name of ['a.asice', 'a.BDOC', 'a.edoc']) expect(await sniffDocument(named(name, zip))).toBe(true);
    expect(await sniffDocument(named('a.pdf', '%PDF-1.7\n'))).toBe(true);
    expect(await sniffDocument(named('a.ddoc', '<?xml version="1.0"?>'))).toBe(true);
    expect(await sniffDocument(named('a.ddoc', new Uint8Array([0xef, 0xbb, 0xbf]), '<SignedDoc>'))).toBe(true);
  });

  it('refuses content that is not what the extension says', async () => {
    expect(await sniffDocument(named('a.pdf', zip))).toBe(false);
    expect(await sniffDocument(named('a.asice', '%PDF-1.7'))).toBe(false);
    expect(await sniffDocument(named('a.ddoc', '%PDF-1.7'))).toBe(false);
    expect(await sniffDocument(named('a.ddoc', new Uint8Array([0xef, 0xbb, 0xbf, 0x41])))).toBe(false);
    expect(await sniffDocument(named('a.bdoc'))).toBe(false);
  });
});
