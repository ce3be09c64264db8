import type { EppMessages } from './resources';

/** Every full key path of a key tree's texts (`{ a: { b: 'x' } }` → `'a.b'`), e.g. for texts of one's own. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key of the kit, e.g. `'common.actions.save'`. */
export type TranslationKey = LeafKeys<EppMessages>;

/**
 * Marks a string as a text key, checked by the compiler. Use it where a key is stored as data
 * (a status → label map, a column definition) rather than passed straight to `t()`.
 */
export function translationKey<K extends TranslationKey>(key: K): K {
  return key;
}
