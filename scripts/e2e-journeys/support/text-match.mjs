// How the e2e finds controls by their texts (the kit's own locale strings), in one place for e2e.mjs and the journeys.

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole accessible name, letter for letter. */
export const exact = (text) => new RegExp(`^${escapeRegExp(text)}$`);
/** A name that begins with the text (a label followed by "*", a count, …). */
export const startsWith = (text) => new RegExp(`^${escapeRegExp(text)}`);
