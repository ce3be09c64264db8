#!/usr/bin/env node
// npm run new:screen -- <area> <name> [--list | --detail] [--path /a/:id] [--title "Pealkiri" --title-en "Title"]
// npm run new:screen -- <area> <name> --extends reports/<feature> [--path /a/:id] [--title … --title-en …]
// npm run new:screen -- <area> <name> --remove
//
// Writes a screen the kit's way (packages/screens/README.md, "Building a screen"): its folder with the screen
// made by createScreen and drawn in ScreenLayout, its export, route descriptor (or the screen of the route the
// table has already), its entry in the registry (route-screens.tsx), its texts in both languages and a
// story file whose stories each fail in the other states; --extends: a screen over a shared feature view
// (screen-extends.mjs). It keeps the texts' type (messages.generated.ts) in step. --remove takes all of it back.
// `npm test` runs it end to end in a scratch copy (new-screen-check.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, messagesTypeSource } from '../i18n-types.mjs';
import { hasKey, textCount, withKey, withoutKey, withoutSubpath, withSubpath } from './edits.mjs';
import { addAreaFile, addAreaName, languages, removeAreaFile, removeAreaName } from './i18n-edits.mjs';
import { isKebabName, namesOf } from './names.mjs';
import {
  addAreaExport,
  addIndexExport,
  addRegistryScreen,
  addRoute,
  addRouteExample,
  exportsNothing,
  MARKER,
  parseRoutes,
  pathParams,
  registryRoutesOf,
  removeAreaExport,
  removeIndexExport,
  removeRegistryScreen,
  removeRoute,
  removeRouteExample,
} from './screen-edits.mjs';
import { extendsScreen, extendsStory, sharedViewOf } from './screen-extends.mjs';
import { scenarioOf, screenStory } from './screen-story-templates.mjs';
import { screenFiles, screenTexts } from './screen-templates.mjs';
import { parseArguments, Refusal, report, repositoryRoot, run, workspace } from './workspace.mjs';

const USAGE = `usage: npm run new:screen -- <area> <kebab-name> [--list | --detail] [--path /a/:id] [--title "…" --title-en "…"]
       npm run new:screen -- <area> <kebab-name> --extends reports/<feature> [--path /a/:id] [--title …]
       npm run new:screen -- <area> <kebab-name> --remove
  area: client | operator | partner | public (a public page is a static page in PublicLayout)
  --list (default): a list with filters in the address; --detail: one record by a route parameter
  --extends reports/<feature>: a client or operator screen over the feature's shared report view (returns,
          additional-deposit, rpet), on a route with a parameter
  --path: the route's path; a route of the table with this path (or with the id <area>.<camelName>) gets
          this screen, otherwise a new route is added (default /<name>, or /<name>/:id for --detail)
  --title / --title-en: a new route's title (default "Uus vaade" / "New view")`;

const AREAS = ['client', 'operator', 'partner', 'public'];
/** Areas the package has from the start; operator and partner are opened by their first screen. */
const BASE_AREAS = ['client', 'public'];

const SRC = 'packages/screens/src';
const files = {
  table: `${SRC}/routes/route-table.ts`,
  // the public routes live apart from the table, so a first route links without loading it (#17)
  publicTable: `${SRC}/routes/public-routes.ts`,
  // route id → its screen, at the top of the package (nothing under routes/ or kit/ imports a screen)
  registry: `${SRC}/route-screens.tsx`,
  mainIndex: `${SRC}/index.ts`,
  screensPackage: 'packages/screens/package.json',
  textAreas: 'packages/i18n/src/areas.ts',
  examples: 'fixtures/src/demo/route-examples.ts',
  areaIndex: (area) => `${SRC}/${area}/index.ts`,
  folder: (area, kebab) => `${SRC}/${area}/${kebab}`,
  story: (area, kebab) => `stories/screens/${area}/${kebab}.stories.tsx`,
  baselines: (area, kebab) => `stories/screens/${area}/__screenshots__/${kebab}.stories.tsx`,
  locale: (language, area) => `packages/i18n/src/locales/${language}/${area}.json`,
  languageIndex: (language) => `packages/i18n/src/locales/${language}.ts`,
};

/** The file holding an area's route descriptors. */
const tableOf = (area) => (area === 'public' ? files.publicTable : files.table);

/** Every route descriptor: the public ones and the signed-in table's. */
const allRoutes = (space) => [...parseRoutes(space.read(files.publicTable)), ...parseRoutes(space.read(files.table))];

/** Where the screen goes: the table's route with its id or path, or a new one. */
function routeFor(space, { area, names, recipe, path }) {
  const routes = allRoutes(space);
  const existing =
    routes.find((route) => route.id === `${area}.${names.camel}`) ??
    (path ? routes.find((route) => route.area === area && route.path === path) : undefined);
  if (existing) {
    if (path && existing.path !== path)
      throw new Refusal(`the route ${existing.id} exists with the path ${existing.path}, not ${path}`);
    return { ...existing, isNew: false };
  }
  const newPath = path ?? (hasParam(recipe) ? `/${names.kebab}/:id` : `/${names.kebab}`);
  if (!/^\/[\w\-/:]*$/.test(newPath)) throw new Refusal(`"${newPath}" is not a route path like /reports/returns/:id`);
  const clash = routes.find((route) => route.path === newPath && (route.access === area || route.access === 'public'));
  if (clash) throw new Refusal(`${newPath} is the path of ${clash.id} already`);
  return { key: names.camel, id: `${area}.${names.camel}`, path: newPath, area, title: [], isNew: true };
}

/** The recipes of one record, whose screen takes the route's parameter. */
const hasParam = (recipe) => recipe === 'detail' || recipe === 'extends';

function planScreen(space, { area, names, recipe, path, title, shared }) {
  const route = routeFor(space, { area, names, recipe, path });
  const params = pathParams(route.path);
  if (hasParam(recipe) && params.length === 0)
    throw new Refusal(`${route.id} (${route.path}) has no parameter: a ${recipe} screen needs one, e.g. --path /x/:id`);
  if (shared && !parseRoutes(space.read(files.table)).some((entry) => entry.id === `${area}.${shared.listRoute}`))
    throw new Refusal(`the ${area} area has no ${area}.${shared.listRoute} route to go back to (${files.table})`);
  if (space.read(files.registry).includes(`  '${route.id}': screen(`))
    throw new Refusal(`${route.id} has its screen already (in ${files.registry})`);
  const folder = files.folder(area, names.kebab);
  const textPath = ['screens', area, names.camel];
  if (space.exists(folder)) throw new Refusal(`${folder} exists already`);
  if (space.exists(files.story(area, names.kebab)))
    throw new Refusal(`${files.story(area, names.kebab)} exists already`);
  const areaText = files.locale('et', `screens.${area}`);
  if (space.exists(areaText) && hasKey(space.readJson(areaText), textPath))
    throw new Refusal(`the texts ${textPath.join('.')} exist already (${areaText})`);

  const component = `${names.pascal}Screen`;
  const screen = {
    ...names,
    area,
    recipe,
    component,
    path: route.path,
    param: params[0],
    route: `routes.${area === 'public' ? 'public' : area}.${route.key}`,
    shared,
    scenario: scenarioOf[area],
  };
  const folderFiles = shared
    ? {
        [`${names.kebab}-screen.tsx`]: extendsScreen(screen),
        'index.ts': `export { ${component}, type ${component}Props } from './${names.kebab}-screen';\n`,
      }
    : screenFiles(screen);
  for (const [file, text] of Object.entries(folderFiles)) space.create(`${folder}/${file}`, text);
  space.create(files.story(area, names.kebab), shared ? extendsStory(screen) : screenStory(screen));
  openArea(space, area);
  space.edit(files.areaIndex(area), (text) => addAreaExport(text, names.kebab, component));

  if (route.isNew) {
    const titleKey = `routes.${route.key}`;
    space.edit(tableOf(area), (text) => addRoute(text, { area, key: route.key, path: route.path, titleKey }));
    for (const language of languages)
      if (area !== 'public' && !hasKey(space.readJson(files.locale(language, 'routes')), titleKey.split('.')))
        space.editJson(files.locale(language, 'routes'), (tree) => withKey(tree, titleKey.split('.'), title[language]));
    if (params.length > 0) space.edit(files.examples, (text) => addRouteExample(text, route.id, params));
  }
  space.edit(files.registry, (text) =>
    addRegistryScreen(text, {
      routeId: route.id,
      area,
      folder: names.kebab,
      component,
      param: params[0] && hasParam(recipe) ? params[0] : undefined,
    }),
  );
  // an extending screen's texts are its view's
  const texts = shared ? undefined : screenTexts(recipe, title);
  if (texts)
    for (const language of languages)
      space.editJson(files.locale(language, `screens.${area}`), (tree) => withKey(tree, textPath, texts[language]));
  return { ...screen, route, isNewRoute: route.isNew };
}

/** The first screen of operator or partner opens the area: its index, package subpath and text area. */
function openArea(space, area) {
  if (!space.exists(files.areaIndex(area))) {
    space.create(files.areaIndex(area), `// The ${area} area's screens. Each helper adds only its own export lines.\n`);
    space.edit(files.mainIndex, (text) => addIndexExport(text, area));
    space.editJson(files.screensPackage, (pkg) => withSubpath(pkg, `./${area}`));
  }
  const textArea = `screens.${area}`;
  if (!space.exists(files.locale('et', textArea))) {
    for (const language of languages) {
      space.writeJson(files.locale(language, textArea), { screens: { [area]: {} } });
      space.edit(files.languageIndex(language), (text) => addAreaFile(text, language, textArea));
    }
    space.edit(files.textAreas, (text) => addAreaName(text, textArea));
  }
}

function removeScreen(space, area, names) {
  const folder = files.folder(area, names.kebab);
  if (!space.exists(folder)) throw new Refusal(`${folder} does not exist: nothing to remove`);
  space.removeFolder(folder);
  for (const file of [files.story(area, names.kebab), files.baselines(area, names.kebab)])
    if (space.exists(file)) space.removeFolder(file);

  for (const routeId of registryRoutesOf(space.read(files.registry), area, names.kebab)) removeRouteOf(space, routeId);

  space.edit(files.areaIndex(area), (text) => removeAreaExport(text, names.kebab));
  if (!BASE_AREAS.includes(area) && exportsNothing(space.read(files.areaIndex(area)))) {
    space.remove(files.areaIndex(area));
    space.edit(files.mainIndex, (text) => removeIndexExport(text, area));
    space.editJson(files.screensPackage, (pkg) => withoutSubpath(pkg, `./${area}`));
  }
  const textArea = `screens.${area}`;
  for (const language of languages)
    space.editJson(files.locale(language, textArea), (tree) => withoutKey(tree, ['screens', area, names.camel]));
  if (!BASE_AREAS.includes(area) && textCount(space.readJson(files.locale('et', textArea))) === 0) {
    for (const language of languages) {
      space.remove(files.locale(language, textArea));
      space.edit(files.languageIndex(language), (text) => removeAreaFile(text, language, textArea));
    }
    space.edit(files.textAreas, (text) => removeAreaName(text, textArea));
  }
  return space.apply();
}

/** Takes a route's screen away; the route itself and its title too where the generator added them. */
function removeRouteOf(space, routeId) {
  space.edit(files.registry, (text) => removeRegistryScreen(text, routeId));
  const table = tableOf(routeId.split('.')[0]);
  const route = parseRoutes(space.read(table)).find((entry) => entry.id === routeId);
  const without = removeRoute(space.read(table), routeId);
  if (!route || without === null) return;
  space.write(table, without);
  space.edit(files.examples, (text) => removeRouteExample(text, routeId));
  for (const titleKey of route.title) {
    if (without.includes(`'${titleKey}'`) || isUsedElsewhere(space, titleKey)) continue;
    for (const language of languages)
      space.editJson(files.locale(language, 'routes'), (tree) => withoutKey(tree, titleKey.split('.')));
  }
}

/** Whether a text key is named in the packages or the portal outside the route table (git grep, tracked files). */
function isUsedElsewhere(space, key) {
  const found = spawnSync('git', ['grep', '-l', '-F', `'${key}'`, '--', 'packages', 'apps', `:!${files.table}`], {
    cwd: space.root,
    encoding: 'utf8',
  });
  return found.stdout.trim() !== '';
}

/** The texts' type follows the texts the command wrote or took back, as `npm run typecheck` would write it. */
function withMessagesType(changes) {
  const expected = messagesTypeSource();
  if (existsSync(GENERATED_FILE) && readFileSync(GENERATED_FILE, 'utf8') === expected) return changes;
  writeFileSync(GENERATED_FILE, expected);
  return { ...changes, written: [...changes.written, path.relative(repositoryRoot, GENERATED_FILE)].sort() };
}

function nextSteps(screen) {
  const story = files.story(screen.area, screen.kebab);
  return [
    `look for ${MARKER} in the new files: the screen's endpoint, texts and story scenario are placeholders`,
    ...(screen.isNewRoute && screen.area !== 'public'
      ? [`the new route ${screen.route.id} (${screen.route.path}) has no sidebar section yet (route-table.ts)`]
      : []),
    `npm run -s typecheck && npx biome check --error-on-warnings . && npx vitest run --project storybook ${story}`,
    'npm run test:e2e (the route crawl opens the new screen for every role that may)',
  ];
}

/**
 * src/index.ts exports every area with `export *`, where a name two areas export is silently dropped: a screen's
 * component name must be its area's alone.
 */
function refuseExportedElsewhere(space, area, component) {
  for (const other of AREAS.filter((candidate) => candidate !== area)) {
    const index = files.areaIndex(other);
    if (space.exists(index) && new RegExp(`\\b${component}\\b`).test(space.read(index)))
      throw new Refusal(`${component} is exported by the ${other} area already (${index}): choose another name`);
  }
}

// Last, once every constant above is initialised: the command runs as the module loads (4c6094e called it above
// two of them, and every run ended in a ReferenceError).
run(() => {
  const args = parseArguments(process.argv.slice(2), {
    positionals: 2,
    flags: ['list', 'detail', 'remove', 'help'],
    options: ['path', 'title', 'title-en', 'extends'],
  });
  if (args.flags.has('help')) return console.log(USAGE);
  const [area, name] = args.positional;
  if (!AREAS.includes(area)) throw new Refusal(`the area must be one of ${AREAS.join(', ')}`);
  if (!isKebabName(name)) throw new Refusal(`"${name ?? ''}" is not a kebab-case name, e.g. return-reports`);
  if (name.endsWith('-screen')) throw new Refusal('leave "-screen" out of the name: the files and component get it');
  const space = workspace();
  if (args.flags.has('remove')) {
    const changes = removeScreen(space, area, namesOf(name));
    return report(withMessagesType(changes), ['npm run -s typecheck && npx biome check --error-on-warnings .']);
  }
  const extending = args.options.extends;
  if ([args.flags.has('list'), args.flags.has('detail'), extending !== undefined].filter(Boolean).length > 1)
    throw new Refusal('one of --list, --detail and --extends');
  const shared = extending === undefined ? undefined : sharedViewOf(extending, area);
  if (shared?.reason) throw new Refusal(shared.reason);
  const recipe = area === 'public' ? 'public' : shared ? 'extends' : args.flags.has('detail') ? 'detail' : 'list';
  if (area === 'public' && (args.flags.has('list') || args.flags.has('detail')))
    throw new Refusal('a public page has no list or detail recipe (no data without a session): leave the flag out');
  refuseExportedElsewhere(space, area, `${namesOf(name).pascal}Screen`);
  const title = { et: args.options.title ?? 'Uus vaade', en: args.options['title-en'] ?? 'New view' };
  const screen = planScreen(space, { area, names: namesOf(name), recipe, path: args.options.path, title, shared });
  report(withMessagesType(space.apply()), nextSteps(screen));
}, USAGE);
