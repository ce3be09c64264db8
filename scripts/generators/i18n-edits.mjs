// Pure edits that register a text area (packages/i18n/src/areas.ts and locales/{et,en}.ts) — a new widget's
// `widgets.<camelName>` or a new screen area's `screens.operator` — and take it back.
import { insertAfterRun, insertSortedLine, removeLines } from './edits.mjs';

/** The interface languages: every text is written in both (a unit test of @epp/i18n holds them equal). */
export const languages = ['et', 'en'];

/** `'widgets.demoWidget'` → `widgetsDemoWidget`, the name locales/<lang>.ts imports the file as. */
export const areaVariable = (area) =>
  area.replace(/\.(\w)/g, (_, letter) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase());

/** The key of an entry of `textAreas` or of a language's area map, without quotes. */
const entryKey = (line) => /^ {2}'?([\w.]+)'?/.exec(line)?.[1] ?? '';

/** areas.ts: the area's name in `textAreas`, after the others of its kind (`screens.`, `widgets.`). */
export function addAreaName(text, area) {
  const kind = `${area.split('.')[0]}.`;
  return insertAfterRun(text, `  '${area}',`, {
    belongs: (line) => line.startsWith(`  '${kind}`),
    opens: (line) => line.startsWith('export const textAreas'),
    closes: (line) => line.startsWith(']'),
  });
}

export const removeAreaName = (text, area) => removeLines(text, `  '${area}',`).text;

/** locales/<lang>.ts: the import of the area's file and its entry in the map, each in order. */
export function addAreaFile(text, language, area) {
  const variable = areaVariable(area);
  const imported = insertSortedLine(text, `import ${variable} from './${language}/${area}.json';`, {
    belongs: (line) => new RegExp(`^import \\w+ from '\\./${language}/`).test(line),
    sortKey: (line) => /'([^']+)'/.exec(line)?.[1] ?? line,
  });
  const entry = area.includes('.') ? `  '${area}': ${variable},` : `  ${variable},`;
  return insertSortedLine(imported, entry, {
    belongs: (line) => /^ {2}('[\w.]+': \w+|\w+),$/.test(line),
    sortKey: entryKey,
  });
}

export function removeAreaFile(text, language, area) {
  const variable = areaVariable(area);
  const withoutImport = removeLines(text, `import ${variable} from './${language}/${area}.json';`).text;
  return removeLines(withoutImport, (line) => line === `  '${area}': ${variable},` || line === `  ${variable},`).text;
}
