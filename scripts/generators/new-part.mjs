#!/usr/bin/env node
// npm run new:widget -- <name> [--remove]       → packages/widgets/src/<name>/, texts widgets.<camelName>.json
// npm run new:component -- <name> [--remove]    → packages/ui/src/<name>/, texts ui.<camelName>.* in ui.json
//
// Writes the part's folder (<name>.tsx, <name>.styles.ts, index.ts), its export from the package's index and
// its subpath in the package's `exports` (tsup builds an entry for each), its texts in both languages and a
// story file with its example texts. --remove takes all of it back.
import { spawnSync } from 'node:child_process';
import { hasKey, textCount, withKey, withoutKey, withoutSubpath, withSubpath } from './edits.mjs';
import { addAreaFile, addAreaName, languages, removeAreaFile, removeAreaName } from './i18n-edits.mjs';
import { isKebabName, namesOf } from './names.mjs';
import { demoTexts, partFiles, partKinds, partStory, partTexts } from './part-templates.mjs';
import { addIndexExport, removeIndexExport } from './screen-edits.mjs';
import { parseArguments, Refusal, report, run, workspace } from './workspace.mjs';

const kind = process.argv[2];
const USAGE = `usage: npm run new:${kind} -- <kebab-name> [--remove]`;

const files = {
  folder: (kebab) => `${partKinds[kind].packageDir}/src/${kebab}`,
  index: `${partKinds[kind]?.packageDir}/src/index.ts`,
  packageJson: `${partKinds[kind]?.packageDir}/package.json`,
  story: (kebab) => `${partKinds[kind].storyDir}/${kebab}.stories.tsx`,
  baselines: (kebab) => `${partKinds[kind].storyDir}/__screenshots__/${kebab}.stories.tsx`,
  locale: (language, area) => `packages/i18n/src/locales/${language}/${area}.json`,
  languageIndex: (language) => `packages/i18n/src/locales/${language}.ts`,
  textAreas: 'packages/i18n/src/areas.ts',
  demo: (language) => `stories/support/demo-texts/${language}.json`,
};

run(() => {
  if (!partKinds[kind]) throw new Refusal(`the kind must be widget or component, not "${kind}"`);
  const args = parseArguments(process.argv.slice(3), { positionals: 1, flags: ['remove', 'help'], options: [] });
  if (args.flags.has('help')) return console.log(USAGE);
  const [name] = args.positional;
  if (!isKebabName(name)) throw new Refusal(`"${name ?? ''}" is not a kebab-case name, e.g. fee-summary`);
  const names = namesOf(name);
  const space = workspace();
  if (args.flags.has('remove')) return report(removePart(space, names));
  planPart(space, names);
  const story = files.story(names.kebab);
  report(space.apply(), [
    `look for ${partKinds[kind].marker} in the new files`,
    ...(kind === 'widget'
      ? [`a budget for @epp/widgets/${names.kebab} in budgets.json (npm test fails without one): build, then measure`]
      : []),
    `npm run -s typecheck && npx biome check --error-on-warnings . && npx vitest run --project storybook ${story}`,
  ]);
}, USAGE);

function planPart(space, names) {
  const spec = partKinds[kind];
  const { kebab, camel, pascal } = names;
  const folder = files.folder(kebab);
  if (space.exists(folder)) throw new Refusal(`${folder} exists already`);
  if (space.exists(files.story(kebab))) throw new Refusal(`${files.story(kebab)} exists already`);
  if (Object.hasOwn(space.readJson(files.packageJson).exports, `./${kebab}`))
    throw new Refusal(`${files.packageJson} exports ./${kebab} already`);
  const area = spec.textArea(camel);
  const textsPath = spec.textPath(camel);
  if (space.exists(files.locale('et', area)) && hasKey(space.readJson(files.locale('et', area)), textsPath))
    throw new Refusal(`the texts ${textsPath.join('.')} exist already`);
  if (hasKey(space.readJson(files.demo('et')), ['demo', camel]))
    throw new Refusal(`the story texts demo.${camel} exist already (${files.demo('et')})`);
  const declared = spawnSync(
    'git',
    ['grep', '-l', '-E', `(function|const|class) ${pascal}\\b`, '--', `${spec.packageDir}/src`],
    {
      cwd: space.root,
      encoding: 'utf8',
    },
  ).stdout.trim();
  if (declared) throw new Refusal(`${pascal} is declared in ${spec.packageDir} already (${declared.split('\n')[0]})`);

  for (const [file, text] of Object.entries(partFiles(kind, names))) space.create(`${folder}/${file}`, text);
  space.create(files.story(kebab), partStory(kind, names));
  space.edit(files.index, (text) => addIndexExport(text, kebab));
  space.editJson(files.packageJson, (pkg) => withSubpath(pkg, `./${kebab}`));
  const texts = partTexts(kind);
  const demo = demoTexts(kind);
  for (const language of languages) {
    const file = files.locale(language, area);
    if (space.exists(file)) space.editJson(file, (tree) => withKey(tree, textsPath, texts[language]));
    else space.writeJson(file, withKey({}, textsPath, texts[language]));
    space.editJson(files.demo(language), (tree) => withKey(tree, ['demo', camel], demo[language]));
  }
  if (area !== 'ui') {
    for (const language of languages)
      space.edit(files.languageIndex(language), (text) => addAreaFile(text, language, area));
    space.edit(files.textAreas, (text) => addAreaName(text, area));
  }
}

function removePart(space, { kebab, camel }) {
  const spec = partKinds[kind];
  const folder = files.folder(kebab);
  if (!space.exists(folder)) throw new Refusal(`${folder} does not exist: nothing to remove`);
  space.removeFolder(folder);
  for (const file of [files.story(kebab), files.baselines(kebab)]) if (space.exists(file)) space.removeFolder(file);
  space.edit(files.index, (text) => removeIndexExport(text, kebab));
  space.editJson(files.packageJson, (pkg) => withoutSubpath(pkg, `./${kebab}`));
  const area = spec.textArea(camel);
  for (const language of languages) {
    const file = files.locale(language, area);
    if (space.exists(file)) space.editJson(file, (tree) => withoutKey(tree, spec.textPath(camel)));
    space.editJson(files.demo(language), (tree) => withoutKey(tree, ['demo', camel]));
  }
  if (
    area !== 'ui' &&
    space.exists(files.locale('et', area)) &&
    textCount(space.readJson(files.locale('et', area))) === 0
  ) {
    for (const language of languages) {
      space.remove(files.locale(language, area));
      space.edit(files.languageIndex(language), (text) => removeAreaFile(text, language, area));
    }
    space.edit(files.textAreas, (text) => removeAreaName(text, area));
  }
  return space.apply();
}
