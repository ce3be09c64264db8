// Pure edits of the screens package's wiring: the route table (routes/route-table.ts), which screen draws a
// route (the registry, route-screens.tsx), an area's exports, and the demo data's example
// ids the e2e's route crawl opens parameterized routes with.

import {
  insertAfterRun,
  insertIntoObject,
  insertSortedLine,
  modulePathOf,
  removeEntry,
  removeLines,
} from './edits.mjs';

/** The marker of what a generator wrote into a shared file: `--remove` takes back only what carries it. */
export const MARKER = 'TODO(new:screen)';

/** The object of each area in route-table.ts (the public one in public-routes.ts, exported). */
export const routeObjects = { public: 'publicRoutes', client: 'client', operator: 'operator', partner: 'partner' };

const ROUTE =
  /^ {2}(\w+): defineRoute\(\{\s*id: '([\w.]+)',\s*path: '([^']+)',\s*access: '(\w+)'(?:,\s*title: \[([^\]]*)\])?/gm;

/** Every route descriptor of the table: its key in the area object, id, path, access and title keys. */
export function parseRoutes(tableText) {
  return [...tableText.matchAll(ROUTE)].map(([, key, id, path, access, title = '']) => ({
    key,
    id,
    path,
    access,
    title: [...title.matchAll(/'([^']+)'/g)].map((match) => match[1]),
    area: id.split('.')[0],
  }));
}

/** The parameter names of a path pattern: `/reports/sale/:id/repair` → `['id']`. */
export const pathParams = (path) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** A new route's descriptor, marked so that `--remove` may take it back. */
export function routeDescriptor({ area, key, path, titleKey }) {
  const id = `${area}.${key}`;
  if (area === 'public') {
    return [
      `  // ${MARKER}: check the path against spec/routes.md.`,
      `  ${key}: defineRoute({ id: '${id}', path: '${path}', access: 'public' }),`,
    ].join('\n');
  }
  return [
    `  // ${MARKER}: the sidebar entry (\`section\`) and the title's parent labels, e.g. ['routes.reports', …].`,
    `  ${key}: defineRoute({`,
    `    id: '${id}',`,
    `    path: '${path}',`,
    `    access: '${area}',`,
    `    title: ['${titleKey}'],`,
    '  }),',
  ].join('\n');
}

export function addRoute(tableText, route) {
  return insertIntoObject(
    tableText,
    new RegExp(`^(?:export )?const ${routeObjects[route.area]} = \\{$`),
    routeDescriptor(route),
  );
}

/** Takes back a route this generator added (one with the marker right above it); null if there is none. */
export function removeRoute(tableText, id) {
  const lines = tableText.split('\n');
  const at = lines.findIndex((line) => line.includes(`id: '${id}'`));
  if (at < 0) return null;
  const opening = /defineRoute\(\{$/.test(lines[at - 1] ?? '') ? at - 1 : at;
  if (!(lines[opening - 1] ?? '').includes(MARKER)) return null;
  return removeEntry(tableText, (line) => line.includes(`id: '${id}'`));
}

/** The registry's entry opening for a route id: `  'client.salesReport': screen(`. */
const registryKey = (routeId) => `  '${routeId}': screen(`;

/**
 * route-screens.tsx: the route's screen, loaded on demand, with the address's parameter (a detail screen's id)
 * passed as its prop; after the area's other entries, else last.
 */
export function addRegistryScreen(text, { routeId, area, folder, component, param }) {
  const lines = text.split('\n');
  if (lines.includes(registryKey(routeId))) throw new Error(`the registry has ${routeId} already`);
  const value = param === 'id' ? 'idOf(params)' : `Number(params.${param})`;
  const draw = param
    ? `({ ${component} }, params) => <${component} key={params.${param}} ${param}={${value}} />,`
    : `({ ${component} }) => <${component} />,`;
  const block = [registryKey(routeId), `    () => import('./${area}/${folder}'),`, `    ${draw}`, '  ),'];
  const open = lines.findIndex((line) => line.startsWith('export const routeScreens = {'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('}'));
  if (open < 0 || close < 0) throw new Error('no routeScreens object in the registry');
  const lastOfArea = lines.findLastIndex((line, index) => index < close && line.startsWith(`  '${area}.`));
  const at = lastOfArea < 0 ? close : lines.findIndex((line, index) => index > lastOfArea && line === '  ),') + 1;
  lines.splice(at, 0, ...block);
  return lines.join('\n');
}

/** Takes a route's entry out of the registry (and the comment lines right above it). */
export const removeRegistryScreen = (text, routeId) =>
  removeEntry(text, (line) => line.startsWith(registryKey(routeId))) ?? text;

/** The route ids whose screen the registry loads from a folder (`client/invoices` draws two). */
export const registryRoutesOf = (text, area, folder) =>
  [...text.matchAll(/^ {2}'([\w.]+)': screen\(\n\s+\(\) => import\('\.\/([\w/-]+)'\)/gm)]
    .filter(([, , from]) => from === `${area}/${folder}`)
    .map(([, routeId]) => routeId);

/** An area index's export of the screen folder, in the index's own style (`export *` or named exports). */
export function areaExportLine(indexText, folder, component) {
  return /^export \* from '\.\//m.test(indexText)
    ? `export * from './${folder}';`
    : `export { ${component}, type ${component}Props } from './${folder}';`;
}

const localExport = (line) => /^export .* from '\.\/[^']+';$/.test(line);

export function addAreaExport(indexText, folder, component) {
  return insertSortedLine(indexText, areaExportLine(indexText, folder, component), {
    belongs: localExport,
    sortKey: modulePathOf,
    anchor: (line) => line.startsWith('//'),
  });
}

export const removeAreaExport = (indexText, folder) =>
  removeLines(indexText, (line) => localExport(line) && modulePathOf(line) === `./${folder}`).text;

/** Whether an index exports nothing any more (an area the generator opened and has emptied again). */
export const exportsNothing = (indexText) => !indexText.split('\n').some(localExport);

/** The package's main index: `export * from './operator';` in order. */
export const addIndexExport = (indexText, folder) =>
  insertSortedLine(indexText, `export * from './${folder}';`, {
    belongs: (line) => /^export \* from '\.\//.test(line),
    sortKey: modulePathOf,
  });

export const removeIndexExport = (indexText, folder) => removeLines(indexText, `export * from './${folder}';`).text;

/**
 * fixtures/src/demo/route-examples.ts: the crawl's example parameters for a new parameterized route. The
 * placeholder's record (a return report of the demo client) stands in until the screen reads its own data.
 */
export function addRouteExample(text, routeId, params) {
  const value =
    params.length === 1 && params[0] === 'id'
      ? 'common.returnReport'
      : `{ ${params.map((name) => `${name}: common.returnReport.id`).join(', ')} }`;
  const area = routeId.split('.')[0];
  return insertAfterRun(text, `    '${routeId}': ${value}, // ${MARKER}: an id this route's own data has.`, {
    belongs: (line) => line.startsWith(`    '${area}.`),
    opens: (line) => line === '  return {',
    closes: (line) => line === '  };',
  });
}

export const removeRouteExample = (text, routeId) =>
  removeLines(text, (line) => line.startsWith(`    '${routeId}': `) && line.includes(MARKER)).text;
