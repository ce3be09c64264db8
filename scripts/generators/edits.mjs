// Pure edits of the files a generator touches (no file system here, so each is unit-tested): keys in a text
// tree, lines in sorted runs, subpaths in a package's `exports`, entries in object literals. Each adding edit
// has a removing twin, so `--remove` puts a file back as it was.

/** Whether a text tree holds something at `path` (`['screens', 'client', 'demoList']`). */
export function hasKey(tree, path) {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return true;
}

/** A copy of `tree` with `value` (a text or a subtree) at `path`; refuses to overwrite what is there. */
export function withKey(tree, path, value) {
  if (hasKey(tree, path)) throw new Error(`the key ${path.join('.')} exists already`);
  const copy = structuredClone(tree);
  let node = copy;
  for (const part of path.slice(0, -1)) {
    if (!Object.hasOwn(node, part)) node[part] = {};
    node = node[part];
    if (typeof node !== 'object' || node === null) throw new Error(`${path.join('.')}: ${part} holds a text`);
  }
  node[path.at(-1)] = structuredClone(value);
  return copy;
}

/** A copy of `tree` without the key at `path`; parents left empty go too. */
export function withoutKey(tree, path) {
  const copy = structuredClone(tree);
  const trail = [copy];
  for (const part of path.slice(0, -1)) {
    const next = trail.at(-1)?.[part];
    if (typeof next !== 'object' || next === null) return copy;
    trail.push(next);
  }
  delete trail.at(-1)[path.at(-1)];
  for (let depth = trail.length - 1; depth > 0; depth--) {
    if (Object.keys(trail[depth]).length > 0) break;
    delete trail[depth - 1][path[depth - 1]];
  }
  return copy;
}

/** The number of texts (leaves) in a tree. */
export function textCount(tree) {
  if (typeof tree !== 'object' || tree === null) return 1;
  return Object.values(tree).reduce((sum, value) => sum + textCount(value), 0);
}

/** A JSON file's text as every locale and package file of the repository is written. */
export const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Inserts `line` into the run of lines that `belongs` picks (an index's exports, a map's entries), in the order
 * of `sortKey`; after `anchor` (a line matcher) when the run is empty.
 * @param {string} text
 * @param {string} line
 * @param {{ belongs: (line: string) => boolean, sortKey?: (line: string) => string, anchor?: (line: string) => boolean }} where
 */
export function insertSortedLine(text, line, { belongs, sortKey = (value) => value, anchor }) {
  const lines = text.split('\n');
  if (lines.includes(line)) throw new Error(`the line exists already: ${line}`);
  const run = lines.flatMap((existing, index) => (belongs(existing) ? [index] : []));
  let at;
  if (run.length === 0) {
    const anchorIndex = anchor ? lines.findIndex(anchor) : -1;
    if (anchorIndex < 0) throw new Error(`no place found for: ${line}`);
    at = anchorIndex + 1;
  } else {
    const key = sortKey(line);
    const before = run.find((index) => compare(sortKey(lines[index]), key) > 0);
    at = before ?? (run.at(-1) ?? 0) + 1;
  }
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/**
 * Inserts `line` after the last line that `belongs` picks; where there is none, as the last line before the
 * first line `closes` picks after the first line `opens` picks (an object literal's end).
 */
export function insertAfterRun(text, line, { belongs, opens, closes }) {
  const lines = text.split('\n');
  if (lines.includes(line)) throw new Error(`the line exists already: ${line}`);
  const last = lines.findLastIndex(belongs);
  if (last >= 0) {
    lines.splice(last + 1, 0, line);
    return lines.join('\n');
  }
  const start = lines.findIndex(opens);
  const end = lines.findIndex((value, index) => index > start && closes(value));
  if (start < 0 || end < 0) throw new Error(`no place found for: ${line}`);
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** The order Biome's organizeImports gives module paths: by code point, case-sensitive. */
const compare = (left, right) => (left < right ? -1 : left > right ? 1 : 0);

/** Removes every line that equals `line` (or that the matcher picks); says how many went. */
export function removeLines(text, line) {
  const picks = typeof line === 'function' ? line : (value) => value === line;
  const lines = text.split('\n');
  const kept = lines.filter((value) => !picks(value));
  return { text: kept.join('\n'), removed: lines.length - kept.length };
}

/** The module path of an import or export line: `export * from './demo-list';` → `./demo-list`. */
export const modulePathOf = (line) =>
  /from\s+'([^']+)'/.exec(line)?.[1] ?? /import\s+'([^']+)'/.exec(line)?.[1] ?? line;

const conditionalExport = (subpath) => {
  const file = subpath.slice(2);
  return {
    import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
    require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
  };
};

/**
 * A copy of a package.json with the subpath `./<name>` in `exports` (tsup builds it from src/<name>/index.ts):
 * last, or just before `./package.json` where that closes the map, so removing it gives the file back as it was.
 */
export function withSubpath(pkg, subpath) {
  if (Object.hasOwn(pkg.exports, subpath)) throw new Error(`exports has ${subpath} already`);
  const entries = Object.entries(pkg.exports);
  const at = entries.at(-1)?.[0] === './package.json' ? entries.length - 1 : entries.length;
  entries.splice(at, 0, [subpath, conditionalExport(subpath)]);
  return { ...pkg, exports: Object.fromEntries(entries) };
}

export function withoutSubpath(pkg, subpath) {
  return { ...pkg, exports: Object.fromEntries(Object.entries(pkg.exports).filter(([key]) => key !== subpath)) };
}

/**
 * Inserts `block` (lines of an entry) before the closing `};` of the object literal that opens on the line
 * `opening` matches, e.g. `const client = {` in the route table.
 */
export function insertIntoObject(text, opening, block) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => opening.test(line));
  if (start < 0) throw new Error(`no object opening ${opening}`);
  const end = lines.findIndex((line, index) => index > start && /^};?$/.test(line));
  if (end < 0) throw new Error(`the object opening ${opening} does not close`);
  lines.splice(end, 0, ...block.split('\n'));
  return lines.join('\n');
}

/**
 * Removes the object-literal entry (`  key: call(` … `  }),` or one line) that holds the line `inside` picks:
 * from the entry's first line at two spaces' indent to its last, with the comment lines right above it.
 * Returns null when no line matches.
 */
export function removeEntry(text, inside) {
  const lines = text.split('\n');
  const hit = lines.findIndex(inside);
  if (hit < 0) return null;
  let start = hit;
  while (start > 0 && !/^ {2}[\w'"$.-]+:/.test(lines[start])) start--;
  let end = start;
  const closes = (line) => /^ {2}[)}\]]+,?$/.test(line) || /,$/.test(line);
  if (!/[({[]$/.test(lines[start])) end = start;
  else while (end < lines.length - 1 && !/^ {2}[)}\]]+,?$/.test(lines[end])) end++;
  if (!closes(lines[end])) throw new Error(`could not find the end of the entry at line ${start + 1}`);
  while (start > 0 && /^ {2}\/\//.test(lines[start - 1])) start--;
  lines.splice(start, end - start + 1);
  return lines.join('\n');
}
