// The area files of a language are fragments of one key tree; merged, they are the tree every key path names.

type Tree = { [key: string]: string | Tree };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The key tree the area files of one language make together. */
export type MergedTexts<Areas extends Record<string, object>> = UnionToIntersection<Areas[keyof Areas]>;

function mergeInto(target: Tree, part: Tree): void {
  for (const [key, value] of Object.entries(part)) {
    if (typeof value === 'string') {
      target[key] = value;
      continue;
    }
    const branch = target[key];
    const into = typeof branch === 'object' ? branch : {};
    target[key] = into;
    mergeInto(into, value);
  }
}

/**
 * Deep-merges area files into one new key tree (the files are not changed). Two files never hold the same key
 * (the locales test holds them apart), so the order does not matter.
 */
export function mergeTexts<Areas extends Record<string, object>>(areas: Areas): MergedTexts<Areas> {
  const tree: Tree = {};
  for (const part of Object.values(areas)) mergeInto(tree, part as Tree);
  return tree as MergedTexts<Areas>;
}
