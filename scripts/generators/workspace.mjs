// The generators' file system: every change is planned in memory first (so a refusal or a failed edit leaves
// the tree untouched), then written at once, and the written code formatted with the repository's Biome.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonText } from './edits.mjs';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A refusal: printed as it is, without a stack, and the run ends with status 2. */
export class Refusal extends Error {}

export function workspace(root = repositoryRoot) {
  /** Planned contents by path relative to `root`; null: to delete. */
  const planned = new Map();
  const folders = new Set();
  const full = (rel) => path.join(root, rel);
  const isPlannedAway = (rel) => [...folders].some((folder) => rel === folder || rel.startsWith(`${folder}/`));

  const space = {
    root,
    exists: (rel) => (planned.has(rel) ? planned.get(rel) !== null : !isPlannedAway(rel) && existsSync(full(rel))),
    read(rel) {
      if (planned.has(rel)) {
        const text = planned.get(rel);
        if (text === null) throw new Error(`${rel} is to be deleted`);
        return text;
      }
      return readFileSync(full(rel), 'utf8');
    },
    readJson: (rel) => JSON.parse(space.read(rel)),
    write: (rel, text) => planned.set(rel, text),
    writeJson: (rel, value) => planned.set(rel, jsonText(value)),
    /** A new file; refuses to overwrite one. */
    create(rel, text) {
      if (space.exists(rel)) throw new Refusal(`${rel} exists already`);
      planned.set(rel, text);
    },
    edit: (rel, change) => planned.set(rel, change(space.read(rel))),
    editJson: (rel, change) => space.writeJson(rel, change(space.readJson(rel))),
    remove: (rel) => planned.set(rel, null),
    removeFolder: (rel) => folders.add(rel),

    /** Writes and deletes what was planned, formats the written code; returns what changed, for the report. */
    apply() {
      const written = [];
      for (const folder of folders) rmSync(full(folder), { recursive: true, force: true });
      for (const [rel, text] of planned) {
        if (text === null) {
          rmSync(full(rel), { force: true });
          continue;
        }
        if (existsSync(full(rel)) && readFileSync(full(rel), 'utf8') === text) continue;
        mkdirSync(path.dirname(full(rel)), { recursive: true });
        writeFileSync(full(rel), text);
        written.push(rel);
      }
      formatWithBiome(root, written);
      const deleted = [...folders, ...[...planned].filter(([, text]) => text === null).map(([rel]) => rel)];
      for (const rel of deleted) removeEmptyParents(root, rel);
      return { written: written.sort(), deleted: deleted.sort() };
    },
  };
  return space;
}

/** Removes the folders a deletion left empty (an area's story folder after its last story), up to the root. */
function removeEmptyParents(root, rel) {
  for (let dir = path.dirname(rel); dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    const full = path.join(root, dir);
    if (!existsSync(full) || readdirSync(full).length > 0) return;
    rmdirSync(full);
  }
}

/** The repository's own formatting and import order, so a generated file passes `npm run lint` as written. */
function formatWithBiome(root, files) {
  const code = files.filter((file) => /\.(ts|tsx|json)$/.test(file));
  if (code.length === 0) return;
  const biome = path.join(root, 'node_modules/.bin/biome');
  if (!existsSync(biome)) {
    console.warn('Biome is not installed here: run `npm run format` before committing.');
    return;
  }
  const result = spawnSync(biome, ['check', '--write', '--error-on-warnings', ...code], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) console.warn(`Biome has remarks on the generated files:\n${result.stdout}${result.stderr}`);
}

/**
 * Parses `<positional…> [--flag] [--option value]`. Given without `--` before them, npm keeps the flags and
 * options for itself and hands them on only as `npm_config_<name>=true` in the environment (an option's value
 * stays among the arguments): a flag is taken from there, an option is refused with the way to pass it. A flag
 * may also be a bare word after the positionals (`npm run new:screen client demo detail`).
 * @param {string[]} argv
 * @param {{ positionals: number, flags: string[], options: string[] }} spec
 * @param {Record<string, string | undefined>} env
 */
export function parseArguments(argv, { positionals, flags, options }, env = process.env) {
  const result = { positional: [], flags: new Set(), options: {} };
  const viaNpm = (name) => env[`npm_config_${name.replaceAll('-', '_')}`] === 'true';
  for (const name of options)
    if (viaNpm(name) && !argv.includes(`--${name}`))
      throw new Refusal(`npm took --${name} for itself: put -- before the arguments (npm run <script> -- …)`);
  for (const name of flags) if (viaNpm(name)) result.flags.add(name);
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const name = arg.replace(/^--/, '');
    if (arg.startsWith('--') && options.includes(name)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Refusal(`--${name} needs a value`);
      result.options[name] = value;
      index++;
    } else if (flags.includes(name) && (arg.startsWith('--') || result.positional.length >= positionals)) {
      result.flags.add(name);
    } else if (arg.startsWith('--')) {
      throw new Refusal(`unknown option ${arg}`);
    } else if (result.positional.length >= positionals) {
      throw new Refusal(`one argument too many: "${arg}"`);
    } else {
      result.positional.push(arg);
    }
  }
  return result;
}

/** Runs a generator's main function: a refusal prints its reason and ends with status 2. */
export function run(main, usage) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

/** The summary every generator prints. */
export function report({ written, deleted }, next = []) {
  for (const file of written) console.log(`  wrote   ${file}`);
  for (const file of deleted) console.log(`  deleted ${file}`);
  if (next.length > 0) console.log(`\nNext:\n${next.map((line) => `  - ${line}`).join('\n')}`);
}
