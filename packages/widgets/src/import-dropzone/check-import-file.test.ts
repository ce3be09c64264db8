import { describe, expect, it } from 'vitest';
import { checkDocumentFiles, checkImportFiles } from './check-import-file';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const xlsx = (name = 'müük.xlsx', type = '') => new File([ZIP], name, { type });

describe('checkImportFiles', () => {
  it('accepts one zip file named .xlsx, whatever type the browser reports (empty on Windows)', async () => {
    const file = xlsx('Aruanne.XLSX');
    expect(await checkImportFiles([file])).toEqual({ ok: true, file });
  });

  it('refuses two files, a big file and a wrong name before reading anything', async () => {
    expect(await checkImportFiles([xlsx(), xlsx()])).toEqual({ ok: false, error: 'too-many-files' });
    expect(await checkImportFiles([new File([new Uint8Array(5_000_001)], 'suur.xlsx')])).toEqual({
      ok: false,
      error: 'file-too-large',
    });
    expect(await checkImportFiles([new File([ZIP], 'aruanne.csv')])).toEqual({ ok: false, error: 'wrong-file-type' });
  });

  it('refuses a text file renamed .xlsx, even with the xlsx MIME type', async () => {
    const renamed = new File(['EAN;kogus\n'], 'aruanne.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await checkImportFiles([renamed])).toEqual({ ok: false, error: 'wrong-file-type' });
  });

  it('gives no refusal for no files (a cancelled chooser)', async () => {
    expect(await checkImportFiles([])).toEqual({ ok: false, error: null });
  });
});

describe('checkDocumentFiles', () => {
  it('accepts one container, PDF or DigiDoc whose content is what its name says', async () => {
    const container = new File([ZIP], 'Volikiri.ASICE');
    expect(await checkDocumentFiles([container])).toEqual({ ok: true, file: container });
    const pdf = new File(['%PDF-1.7'], 'volikiri.pdf');
    expect(await checkDocumentFiles([pdf])).toEqual({ ok: true, file: pdf });
  });

  it('refuses two files, a big file, another type and a renamed file', async () => {
    const pdf = new File(['%PDF-1.7'], 'a.pdf');
    expect(await checkDocumentFiles([pdf, pdf])).toEqual({ ok: false, error: 'too-many-files' });
    expect(await checkDocumentFiles([new File([new Uint8Array(5_000_001)], 'suur.pdf')])).toEqual({
      ok: false,
      error: 'file-too-large',
    });
    expect(await checkDocumentFiles([new File([ZIP], 'volikiri.docx')])).toEqual({
      ok: false,
      error: 'wrong-file-type',
    });
    expect(await checkDocumentFiles([new File(['tere'], 'volikiri.pdf')])).toEqual({
      ok: false,
      error: 'wrong-file-type',
    });
  });

  it('gives no refusal for no files (a cancelled chooser)', async () => {
    expect(await checkDocumentFiles([])).toEqual({ ok: false, error: null });
  });
});
