import * as z from 'zod/mini';

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/=\s]*$/, 'Expected base64 content'));

/**
 * A file the server sends as base64 text. The calls name the fields two ways (`file_base64` + `file_name`
 * for the sales exports, `base64` + `filename` for the return and rPET exports); both read as
 * `{ base64, fileName }`. `fileName` is undefined when the server sends none (the summary export), and
 * the caller then gives one.
 */
export const base64FileSchema = z.pipe(
  z.union([
    z.object({ file_base64: base64, file_name: z.optional(z.string()) }),
    z.object({ base64, filename: z.optional(z.string()) }),
  ]),
  z.transform((file) =>
    'file_base64' in file
      ? { base64: file.file_base64, fileName: file.file_name }
      : { base64: file.base64, fileName: file.filename },
  ),
);
export type Base64File = z.output<typeof base64FileSchema>;
