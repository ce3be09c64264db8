// Reading a key tree as its texts: for the locale checks of the kit and of anyone adding texts the same way.

/** A key tree of texts, as a locale file holds it. */
export type TextTree = { readonly [key: string]: string | TextTree };

/** Every text of a tree by its full key path: `{ a: { b: 'x' } }` → `a.b` → `x`. */
export function textLeaves(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [path, text] of textLeaves(value, `${prefix + key}.`)) out.set(path, text);
  }
  return out;
}

/** The `{{placeholders}}` a text interpolates, sorted: both languages of a key must use the same. */
export const textPlaceholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] as string).sort();
