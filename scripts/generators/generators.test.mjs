// The generators' pure parts: names, key insertion, and each edit of a shared file with its removing twin
// (what `--remove` relies on to give the file back as it was).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  insertAfterRun,
  insertSortedLine,
  removeEntry,
  textCount,
  withKey,
  withoutKey,
  withoutSubpath,
  withSubpath,
} from './edits.mjs';
import { addAreaFile, addAreaName, areaVariable, removeAreaFile, removeAreaName } from './i18n-edits.mjs';
import { isKebabName, namesOf } from './names.mjs';
import {
  addAreaExport,
  addRegistryScreen,
  addRoute,
  addRouteExample,
  parseRoutes,
  pathParams,
  registryRoutesOf,
  removeAreaExport,
  removeRegistryScreen,
  removeRoute,
  removeRouteExample,
} from './screen-edits.mjs';
import { parseArguments } from './workspace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

describe('names', () => {
  it('derive PascalCase and camelCase from kebab-case', () => {
    expect(namesOf('demo-list')).toEqual({ kebab: 'demo-list', pascal: 'DemoList', camel: 'demoList' });
    expect(namesOf('rpet-report2')).toEqual({ kebab: 'rpet-report2', pascal: 'RpetReport2', camel: 'rpetReport2' });
    expect(namesOf('x')).toEqual({ kebab: 'x', pascal: 'X', camel: 'x' });
  });

  it('refuse what is not kebab-case', () => {
    for (const name of ['DemoList', 'demo_list', 'demo--list', '-demo', 'demo-', '2fa', 'demo list', '', undefined])
      expect(isKebabName(name), String(name)).toBe(false);
    expect(() => namesOf('Demo')).toThrow(/kebab-case/);
  });
});

describe('text keys', () => {
  const tree = { screens: { client: { packages: { title: 'Pakendid' } } } };

  it('go in at their path, beside what is there, and out again leaving the tree as it was', () => {
    const added = withKey(tree, ['screens', 'client', 'demoList'], { empty: 'Ühtegi kirjet ei leitud.' });
    expect(added.screens.client).toEqual({
      packages: { title: 'Pakendid' },
      demoList: { empty: 'Ühtegi kirjet ei leitud.' },
    });
    expect(Object.keys(added.screens.client)).toEqual(['packages', 'demoList']);
    expect(tree.screens.client).not.toHaveProperty('demoList');
    expect(withoutKey(added, ['screens', 'client', 'demoList'])).toEqual(tree);
  });

  it('open the parents a new area needs, and close the ones left empty', () => {
    const opened = withKey({}, ['widgets', 'demoWidget'], { title: 'Ülevaade' });
    expect(opened).toEqual({ widgets: { demoWidget: { title: 'Ülevaade' } } });
    expect(withoutKey(opened, ['widgets', 'demoWidget'])).toEqual({});
    expect(textCount(opened)).toBe(1);
    expect(textCount({ screens: { operator: {} } })).toBe(0);
  });

  it('refuse to overwrite a key or a text', () => {
    expect(() => withKey(tree, ['screens', 'client', 'packages'], {})).toThrow(/exists already/);
    expect(() => withKey(tree, ['screens', 'client', 'packages', 'title', 'x'], 'y')).toThrow();
  });
});

describe('lines in sorted runs', () => {
  const index = "// header\nexport * from './a';\nexport * from './c';\n";
  const exportRun = { belongs: (line) => line.startsWith('export *') };

  it('go in order, and after the anchor when the run is empty', () => {
    expect(insertSortedLine(index, "export * from './b';", exportRun)).toBe(
      "// header\nexport * from './a';\nexport * from './b';\nexport * from './c';\n",
    );
    expect(insertSortedLine(index, "export * from './d';", exportRun)).toBe(
      `${index.trimEnd()}\nexport * from './d';\n`,
    );
    expect(
      insertSortedLine('// header\n', "export * from './a';", {
        ...exportRun,
        anchor: (line) => line.startsWith('//'),
      }),
    ).toBe("// header\nexport * from './a';\n");
    expect(() => insertSortedLine(index, "export * from './a';", exportRun)).toThrow(/exists already/);
  });

  it('go after the run, or before the close of the object when there is none', () => {
    const map = "const m = {\n  'a.x': 1,\n  'b.y': 2,\n};\n";
    const where = (prefix) => ({
      belongs: (line) => line.startsWith(`  '${prefix}.`),
      opens: (line) => line.startsWith('const m'),
      closes: (line) => line === '};',
    });
    expect(insertAfterRun(map, "  'a.z': 3,", where('a'))).toBe(
      "const m = {\n  'a.x': 1,\n  'a.z': 3,\n  'b.y': 2,\n};\n",
    );
    expect(insertAfterRun(map, "  'c.z': 3,", where('c'))).toBe(
      "const m = {\n  'a.x': 1,\n  'b.y': 2,\n  'c.z': 3,\n};\n",
    );
  });
});

describe('package subpaths', () => {
  it('go before ./package.json where it closes the map, or last; and out again', () => {
    const pkg = { name: 'x', exports: { '.': 'i', './package.json': './package.json' } };
    const added = withSubpath(pkg, './demo');
    expect(Object.keys(added.exports)).toEqual(['.', './demo', './package.json']);
    expect(added.exports['./demo'].import).toEqual({ types: './dist/demo.d.ts', default: './dist/demo.js' });
    expect(JSON.stringify(withoutSubpath(added, './demo'))).toBe(JSON.stringify(pkg));
    const open = { exports: { '.': 'i', './package.json': './package.json', './late': 'l' } };
    expect(Object.keys(withSubpath(open, './demo').exports)).toEqual(['.', './package.json', './late', './demo']);
    expect(() => withSubpath(added, './demo')).toThrow(/already/);
  });
});

// The shared files' edits run on the repository's own files (so the parsers follow their real shape) with a
// probe name no screen has, and must give each file back to the letter; where they go is checked on excerpts.
const PROBE = 'zzProbe';

describe("the screens package's wiring", () => {
  const table = read('packages/screens/src/routes/route-table.ts');
  const publicTable = read('packages/screens/src/routes/public-routes.ts');
  const registry = read('packages/screens/src/route-screens.tsx');
  const clientIndex = read('packages/screens/src/client/index.ts');
  const publicIndex = read('packages/screens/src/public/index.ts');
  const examples = read('fixtures/src/demo/route-examples.ts');

  it('reads every route descriptor of the table', () => {
    const routes = [...parseRoutes(publicTable), ...parseRoutes(table)];
    expect(routes.find((route) => route.id === 'client.salesReport')).toEqual({
      key: 'salesReport',
      id: 'client.salesReport',
      path: '/reports/sale/:id',
      access: 'client',
      title: ['routes.reports', 'routes.salesReport'],
      area: 'client',
    });
    expect(routes.find((route) => route.id === 'public.login')).toMatchObject({ path: '/login', title: [] });
    expect(new Set(routes.map((route) => route.area))).toEqual(new Set(['public', 'client', 'operator', 'partner']));
    expect(pathParams('/change-password/:uid/:token')).toEqual(['uid', 'token']);
  });

  it('adds a marked route to its area and takes back only a marked one', () => {
    const added = addRoute(table, { area: 'operator', key: PROBE, path: '/zz-probe', titleKey: `routes.${PROBE}` });
    expect(parseRoutes(added).find((entry) => entry.id === `operator.${PROBE}`)).toMatchObject({
      access: 'operator',
      path: '/zz-probe',
      title: [`routes.${PROBE}`],
    });
    const operatorBlock = added.slice(added.indexOf('const operator = {'), added.indexOf('const partner = {'));
    expect(operatorBlock).toContain(`id: 'operator.${PROBE}'`);
    expect(removeRoute(added, `operator.${PROBE}`)).toBe(table);
    expect(removeRoute(table, 'client.salesReport')).toBeNull();
    const publicAdded = addRoute(publicTable, { area: 'public', key: PROBE, path: '/zz-probe' });
    expect(parseRoutes(publicAdded).find((entry) => entry.id === `public.${PROBE}`)).toMatchObject({
      path: '/zz-probe',
    });
    expect(removeRoute(publicAdded, `public.${PROBE}`)).toBe(publicTable);
  });

  it("adds the route's screen to the registry after its area's others, with its parameter, and takes it out", () => {
    const entry = { area: 'operator', folder: 'zz-probe', component: 'ZzProbeScreen' };
    const withDetail = addRegistryScreen(registry, { ...entry, routeId: `operator.${PROBE}`, param: 'id' });
    expect(withDetail).toContain(
      `  'operator.${PROBE}': screen(\n    () => import('./operator/zz-probe'),\n    ({ ZzProbeScreen }, params) => <ZzProbeScreen key={params.id} id={idOf(params)} />,\n  ),`,
    );
    // after the operator's entries, before the partner's
    const at = (text) => withDetail.indexOf(text);
    expect(at(`'operator.${PROBE}'`)).toBeGreaterThan(at("'operator.packageDetails'"));
    expect(at(`'operator.${PROBE}'`)).toBeLessThan(at("'partner.testing'"));
    expect(registryRoutesOf(withDetail, 'operator', 'zz-probe')).toEqual([`operator.${PROBE}`]);
    expect(removeRegistryScreen(withDetail, `operator.${PROBE}`)).toBe(registry);
    expect(() => addRegistryScreen(withDetail, { ...entry, routeId: `operator.${PROBE}` })).toThrow(/already/);
    const withUid = addRegistryScreen(registry, { ...entry, routeId: `operator.${PROBE}`, param: 'uid' });
    expect(withUid).toContain('uid={Number(params.uid)}');
    const plain = addRegistryScreen(registry, { ...entry, routeId: `operator.${PROBE}` });
    expect(plain).toContain('({ ZzProbeScreen }) => <ZzProbeScreen />,');
    // an area with no entries yet goes last
    const lastClose = (text) => text.lastIndexOf('} satisfies RouteScreenTable;');
    const fresh = addRegistryScreen(registry, { ...entry, area: 'zzarea', routeId: `zzarea.${PROBE}` });
    expect(fresh.indexOf(`'zzarea.${PROBE}'`)).toBeLessThan(lastClose(fresh));
    expect(fresh.indexOf(`'zzarea.${PROBE}'`)).toBeGreaterThan(fresh.indexOf("'partner.users'"));
    // the invoice list draws two routes
    expect(registryRoutesOf(registry, 'client', 'invoices')).toEqual(['client.invoices', 'client.invoicePreview']);
  });

  it("exports a screen folder in its area index's own style, in order", () => {
    const named =
      "// header\nexport { AScreen, type AScreenProps } from './a';\nexport { CScreen, type CScreenProps } from './c';\n";
    expect(addAreaExport(named, 'b', 'BScreen')).toBe(
      "// header\nexport { AScreen, type AScreenProps } from './a';\nexport { BScreen, type BScreenProps } from './b';\nexport { CScreen, type CScreenProps } from './c';\n",
    );
    expect(addAreaExport("export * from './a';\n", 'b', 'BScreen')).toBe(
      "export * from './a';\nexport * from './b';\n",
    );
    const fresh = addAreaExport('// The operator area.\n', 'demo-list', 'DemoListScreen');
    expect(fresh).toBe(
      "// The operator area.\nexport { DemoListScreen, type DemoListScreenProps } from './demo-list';\n",
    );
    for (const index of [clientIndex, publicIndex])
      expect(removeAreaExport(addAreaExport(index, 'zz-probe', 'ZzProbeScreen'), 'zz-probe')).toBe(index);
  });

  it('gives the crawl a marked example id for a new parameterized route, and takes it back', () => {
    const excerpt = "  return {\n    'client.a': common.a,\n    'operator.b': common.b,\n  };\n";
    expect(addRouteExample(excerpt, 'client.c', ['id'])).toMatch(
      /'client\.a': common\.a,\n {4}'client\.c': common\.returnReport, \/\/ TODO\(new:screen\)/,
    );
    expect(addRouteExample(excerpt, 'partner.c', ['id'])).toMatch(
      /'operator\.b': common\.b,\n {4}'partner\.c'.*\n {2}};/,
    );
    expect(addRouteExample(excerpt, 'client.x', ['uid', 'token'])).toContain(
      "'client.x': { uid: common.returnReport.id, token: common.returnReport.id },",
    );
    const added = addRouteExample(examples, `partner.${PROBE}`, ['id']);
    expect(removeRouteExample(added, `partner.${PROBE}`)).toBe(examples);
  });
});

describe('text areas', () => {
  const areas = read('packages/i18n/src/areas.ts');
  const et = read('packages/i18n/src/locales/et.ts');

  it('are named in textAreas after the others of their kind, and unnamed to the letter', () => {
    expect(areaVariable('widgets.feeSummary')).toBe('widgetsFeeSummary');
    expect(areaVariable('screens.operator')).toBe('screensOperator');
    const named = addAreaName(areas, `widgets.${PROBE}`);
    expect(named).toMatch(new RegExp(`'widgets\\.\\w+',\\n {2}'widgets\\.${PROBE}',\\n\\] as const;`));
    expect(removeAreaName(named, `widgets.${PROBE}`)).toBe(areas);
  });

  it("are imported by each language's index, import and entry in order, and taken out to the letter", () => {
    const excerpt = [
      "import common from './et/common.json';",
      "import screensClient from './et/screens.client.json';",
      "import screensPublic from './et/screens.public.json';",
      '',
      'export const etAreas = {',
      '  common,',
      "  'screens.client': screensClient,",
      "  'screens.public': screensPublic,",
      '};',
      '',
    ].join('\n');
    const filed = addAreaFile(excerpt, 'et', 'screens.operator');
    expect(filed).toContain(
      "import screensClient from './et/screens.client.json';\nimport screensOperator from './et/screens.operator.json';",
    );
    expect(filed).toContain("  'screens.client': screensClient,\n  'screens.operator': screensOperator,\n");
    expect(removeAreaFile(filed, 'et', 'screens.operator')).toBe(excerpt);
    expect(removeAreaFile(addAreaFile(et, 'et', `widgets.${PROBE}`), 'et', `widgets.${PROBE}`)).toBe(et);
  });
});

describe('command lines', () => {
  const spec = { positionals: 2, flags: ['detail', 'remove'], options: ['path'] };
  const noNpm = {};

  it('take flags as --flag or, after the positionals, as bare words (npm swallows --flags before `--`)', () => {
    const parsed = parseArguments(['client', 'demo', 'detail', '--path', '/a/:id'], spec, noNpm);
    expect(parsed.positional).toEqual(['client', 'demo']);
    expect([...parsed.flags]).toEqual(['detail']);
    expect(parsed.options).toEqual({ path: '/a/:id' });
    expect([...parseArguments(['--remove', 'client', 'demo'], spec, noNpm).flags]).toEqual(['remove']);
    expect(() => parseArguments(['client', 'demo', '--nope'], spec, noNpm)).toThrow(/unknown option/);
    expect(() => parseArguments(['client', 'demo', '--path'], spec, noNpm)).toThrow(/needs a value/);
    expect(() => parseArguments(['client', 'demo', 'extra'], spec, noNpm)).toThrow(/too many/);
  });

  it('take the flags npm kept for itself from its environment, and refuse the options it kept', () => {
    const env = { npm_config_detail: 'true', npm_config_path: 'true' };
    expect([...parseArguments(['client', 'demo'], spec, { npm_config_detail: 'true' }).flags]).toEqual(['detail']);
    expect(() => parseArguments(['client', 'demo', '/a/:id'], spec, env)).toThrow(/put -- before/);
    expect(parseArguments(['client', 'demo', '--path', '/a'], spec, env).options).toEqual({ path: '/a' });
  });
});

describe('removeEntry', () => {
  it('takes an entry with the comment above it, or says it found none', () => {
    const text = 'const o = {\n  a: 1,\n  // why b\n  b: f({\n    x: 1,\n  }),\n  c: 3,\n};\n';
    expect(removeEntry(text, (line) => line.includes('x: 1'))).toBe('const o = {\n  a: 1,\n  c: 3,\n};\n');
    expect(removeEntry(text, (line) => line.includes('nothing'))).toBeNull();
  });
});
