import type { Base64File } from '../schemas/files';

/** Base64 is decoded and encoded in chunks of this many characters/bytes (spec §9), so big files do not blow the stack. */
export const FILE_CHUNK_SIZE = 32768;
export const EXCEL_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Decodes base64 text (whitespace ignored) to bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64.replace(/\s+/g, '');
  const parts: Uint8Array[] = [];
  let length = 0;
  // a multiple of 4 characters decodes on its own
  for (let start = 0; start < clean.length; start += FILE_CHUNK_SIZE) {
    const binary = atob(clean.slice(start, start + FILE_CHUNK_SIZE));
    const part = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) part[i] = binary.charCodeAt(i);
    parts.push(part);
    length += part.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Encodes bytes as base64 (e.g. a file for a signing call). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += FILE_CHUNK_SIZE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + FILE_CHUNK_SIZE));
  }
  return btoa(binary);
}

/** Saves a file the way the host can: in a browser, a download through a temporary link. */
export type SaveFile = (blob: Blob, fileName: string) => void;

export const saveFileInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // revoke after the click has been handled, or some browsers cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export interface SavedFile {
  fileName: string;
  size: number;
}

/** Turns a base64 answer into a saved file: the server's name, else the fallback. */
export function saveBase64File(
  file: Base64File,
  {
    fallbackName,
    mimeType = EXCEL_MIME_TYPE,
    save = saveFileInBrowser,
  }: { fallbackName?: string; mimeType?: string; save?: SaveFile } = {},
): SavedFile {
  const fileName = file.fileName || fallbackName;
  if (!fileName) throw new Error('The file has no name: pass fallbackName');
  const blob = new Blob([base64ToBytes(file.base64)], { type: mimeType });
  save(blob, fileName);
  return { fileName, size: blob.size };
}
