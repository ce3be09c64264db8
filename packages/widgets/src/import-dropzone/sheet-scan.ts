import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_SHEET_UNPACKED_BYTES,
  MAX_WORKBOOK_UNPACKED_BYTES,
  type WorkbookRefusal,
} from '@epp/core';
import { isSheetEntry, type ZipEntry } from './zip-directory';

// Before exceljs sees a workbook, every part is unpacked as a stream (the browser's own inflate) and counted, and
// each sheet's XML is scanned for its rows and cells: exceljs builds an array as wide as a row's last cell, so one
// cell in column XFD costs 16,384 slots a row. The directory's sizes are only claims; these counts are not.

/** "XFD" → 16384, "A" → 1. */
export function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

const CELL_REF = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;
const TAG = /<(?:[\w.-]+:)?(row|c|dimension)\b([^>]*)>/g;
const ATTRIBUTE_R = /\sr="([^"]*)"/;
const ATTRIBUTE_REF = /\sref="([^"]*)"/;

/** Follows a sheet's XML, chunk by chunk: the rows and cells it places, refused past the limits. */
export function sheetScanner() {
  let carry = '';
  let row = 0;
  let column = 0;
  let refusal: WorkbookRefusal | null = null;

  const place = (nextRow: number, nextColumn: number) => {
    if (nextRow > MAX_IMPORT_ROWS) refusal ??= 'too-many-rows';
    if (nextColumn > MAX_IMPORT_COLUMNS) refusal ??= 'too-many-columns';
  };

  function tag(name: string, attributes: string) {
    if (name === 'dimension') {
      const last = ATTRIBUTE_REF.exec(attributes)?.[1]?.split(':').pop() ?? '';
      const ref = CELL_REF.exec(last);
      if (ref) place(Number(ref[2]), columnNumber(ref[1] ?? ''));
      return;
    }
    const r = ATTRIBUTE_R.exec(attributes)?.[1];
    if (name === 'row') {
      row = r === undefined ? row + 1 : Number(r);
      column = 0;
      place(row, column);
      return;
    }
    const ref = r === undefined ? null : CELL_REF.exec(r);
    column = ref ? columnNumber(ref[1] ?? '') : column + 1;
    place(ref ? Number(ref[2]) : row, column);
  }

  return {
    /** Reads the next piece of the XML; the refusal once one is found, else null. */
    push(text: string): WorkbookRefusal | null {
      const buffer = carry + text;
      const open = buffer.lastIndexOf('<');
      const cut = open === -1 || buffer.indexOf('>', open) !== -1 ? buffer.length : open;
      carry = buffer.slice(cut);
      for (const match of buffer.slice(0, cut).matchAll(TAG)) {
        tag(match[1] ?? '', match[2] ?? '');
        if (refusal) break;
      }
      return refusal;
    },
  };
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;

/** An entry's bytes as stored (its local header skipped); null when the header is not where the directory says. */
function storedBytes(archive: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > archive.byteLength || view.getUint32(at, true) !== LOCAL_HEADER_SIGNATURE) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > archive.byteLength) return null;
  return archive.subarray(start, start + entry.compressedSize);
}

function unpacked(bytes: Uint8Array, method: number): ReadableStream<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
  return method === 0 ? stream : stream.pipeThrough(new DecompressionStream('deflate-raw'));
}

/**
 * Unpacks every part of the archive, counting the bytes, and scans the sheets: the first limit passed, or null
 * when the workbook is within all of them (or a part cannot be unpacked: exceljs then says it is unreadable).
 */
export async function scanWorkbook(archive: Uint8Array, entries: readonly ZipEntry[]): Promise<WorkbookRefusal | null> {
  let total = 0;
  for (const entry of entries) {
    const bytes = storedBytes(archive, entry);
    if (bytes === null || (entry.method !== 0 && entry.method !== 8)) return null;
    const isSheet = isSheetEntry(entry.name);
    const scanner = isSheet ? sheetScanner() : null;
    const decoder = new TextDecoder();
    let size = 0;
    const reader = unpacked(bytes, entry.method).getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        size += chunk.value.byteLength;
        total += chunk.value.byteLength;
        if ((isSheet && size > MAX_SHEET_UNPACKED_BYTES) || total > MAX_WORKBOOK_UNPACKED_BYTES)
          return 'unpacked-too-large';
        const refusal = scanner?.push(decoder.decode(chunk.value, { stream: true })) ?? null;
        if (refusal) return refusal;
      }
    } catch {
      return null;
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }
  return null;
}
