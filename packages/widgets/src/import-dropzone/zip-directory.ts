import {
  MAX_SHEET_UNPACKED_BYTES,
  MAX_WORKBOOK_ENTRIES,
  MAX_WORKBOOK_UNPACKED_BYTES,
  type WorkbookRefusal,
} from '@epp/core';

// An .xlsx is a zip archive whose directory, at its end, states every part's unpacked size. Reading only that
// directory (a few kB, whatever the file) tells a zip bomb before anything is unpacked. The format: PKWARE's
// APPNOTE.TXT, sections 4.3.12 (central directory header), 4.3.16 (end of central directory record).

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the directory states it: a reader must still count what it unpacks. */
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** A size or offset of all ones means the real value is in a ZIP64 record: over 4 GB, never an import. */
const ZIP64_MARK = 0xffffffff;

/** The archive's entries from its central directory; null when the file is no readable zip archive. */
export async function readZipDirectory(file: Blob): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, file.size - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  const tail = new DataView(await file.slice(tailStart).arrayBuffer());
  let end = tail.byteLength - END_RECORD_BYTES;
  while (end >= 0 && tail.getUint32(end, true) !== END_SIGNATURE) end -= 1;
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (count > MAX_WORKBOOK_ENTRIES || offset + size > file.size) return null;
  const directory = new DataView(await file.slice(offset, offset + size).arrayBuffer());
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== ENTRY_SIGNATURE) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const skip = nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
    entries.push({
      name: names.decode(new Uint8Array(directory.buffer, at + 46, nameLength)),
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      uncompressedSize: directory.getUint32(at + 24, true),
      localHeaderOffset: directory.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Whether an entry is a worksheet's XML (xl/worksheets/sheet1.xml). */
export const isSheetEntry = (name: string): boolean => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/**
 * The refusal the directory already tells: too many parts, a part of 4 GB or more, a sheet or all parts together
 * unpacking to more than the limits; null when it passes.
 */
export function directoryRefusal(entries: readonly ZipEntry[]): WorkbookRefusal | null {
  if (entries.length > MAX_WORKBOOK_ENTRIES) return 'unpacked-too-large';
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) return 'unpacked-too-large';
    if (isSheetEntry(entry.name) && entry.uncompressedSize > MAX_SHEET_UNPACKED_BYTES) return 'unpacked-too-large';
    total += entry.uncompressedSize;
  }
  return total > MAX_WORKBOOK_UNPACKED_BYTES ? 'unpacked-too-large' : null;
}
