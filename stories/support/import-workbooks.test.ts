// The import preview against hostile workbooks (issue #26 "Nothing frozen"): each is refused with its reason
// before exceljs is given any of it. Read on the test's thread (Node has no Web Worker); the browser's worker and
// its deadline are the ImportDropzone story's and the last test's. How long the scan takes is the machine's to
// say, so no test times it: what bounds it for users is the worker's deadline, tested below with a worker that
// never answers.
import { farColumnSheet, manyRowsSheet, paddedSheet, rowXml, sheetXml, xlsxFile } from '@epp/fixtures';
import { readSheetPreview } from '@epp/widgets/import-dropzone';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every way into exceljs for the preview goes through buildWorkbook: counted here, then passed on. */
const excel = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@epp/ui/excel', async (importOriginal) => {
  const original = await importOriginal<typeof import('@epp/ui/excel')>();
  return {
    ...original,
    buildWorkbook: (...args: Parameters<typeof original.buildWorkbook>) => {
      excel.calls += 1;
      return original.buildWorkbook(...args);
    },
  };
});
beforeEach(() => {
  excel.calls = 0;
});

const read = (bytes: Uint8Array<ArrayBuffer>) => readSheetPreview(new Blob([bytes]), { createWorker: null });

describe('readSheetPreview on hand-written workbooks', () => {
  it('reads a valid one', async () => {
    const result = await read(await xlsxFile(sheetXml([rowXml(1, ['EAN', 'Kogus']), rowXml(2, ['4740000000018', 3])])));
    expect(result.kind).toBe('ready');
    // the count below would pass for a module it does not see: here it sees exceljs read the valid one
    expect(excel.calls).toBeGreaterThan(0);
    if (result.kind === 'ready')
      expect(result.data.rows.map((row) => row.map((cell) => cell.text))).toEqual([['4740000000018', '3']]);
  });

  it.each([
    ['1,000 rows with a cell in column XFD', () => xlsxFile(farColumnSheet(1_000)), 'too-many-columns'],
    [
      'a dimension reaching column XFD',
      () => xlsxFile(sheetXml([rowXml(1, ['EAN'])], 'A1:XFD1000')),
      'too-many-columns',
    ],
    ['10,001 rows', () => xlsxFile(manyRowsSheet(10_000)), 'too-many-rows'],
    ['a sheet of 45 MB unpacked', () => xlsxFile(paddedSheet(45_000_000)), 'unpacked-too-large'],
    [
      'a sheet that claims 1 kB and unpacks to 45 MB',
      () => xlsxFile(paddedSheet(45_000_000), { claimedSheetSize: 1_000 }),
      'unpacked-too-large',
    ],
  ] as const)('refuses %s before exceljs reads any of it', async (_, file, refusal) => {
    const result = await read(await file());
    expect(result).toEqual({ kind: 'refused', refusal });
    expect(excel.calls).toBe(0);
  });

  it('ends a worker that reads past the deadline and refuses the file', async () => {
    const terminate = vi.fn();
    const worker = {
      terminate,
      onmessage: null as ((event: { data: unknown }) => void) | null,
      onerror: null,
      // exceljs is loaded, then nothing more: reading never ends
      postMessage() {
        queueMicrotask(() => worker.onmessage?.({ data: { kind: 'loaded' } }));
      },
    };
    const bytes = await xlsxFile(sheetXml([rowXml(1, ['EAN'])]));
    const result = await readSheetPreview(new Blob([bytes]), {
      createWorker: () => worker as unknown as Worker,
      deadlineMs: 50,
    });
    expect(result).toEqual({ kind: 'refused', refusal: 'read-timeout' });
    expect(terminate).toHaveBeenCalledOnce();
  });
});
