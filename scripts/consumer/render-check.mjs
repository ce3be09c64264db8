// The consumer test's browser check: the host app's build served over HTTP, opened in the kit's Chromium (as
// scripts/browser.mjs finds it) in Estonian and with the host's `en-US`, then switched in the page to the other
// language. Each of the five widgets must show its texts in that language (read from the installed @epp/i18n),
// none of the other language's, no raw key, the host's own page styles, and no console error or i18next warning.
// The kit's texts load on demand into the host's instance: the JS the page fetched may hold texts only of the
// areas the page asked for (window.eppTextAreas), only in the active language until the switch.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, resolveChromium } from '../browser.mjs';

/** One text per widget (and the filter bar), by key: what proves each rendered in the language. */
const WIDGET_TEXTS = [
  'ui.filterBar.search',
  'ui.filterBar.clear',
  'widgets.importDropzone.dropLabel',
  'widgets.signingModal.title',
  'widgets.testMeasurementForm.title',
  'widgets.commentsThread.submit',
];
/** The host's own texts: its i18next namespace, and a title chosen by the kit's `useInterfaceLanguage()`. */
const HOST_TEXTS = { et: ['Tere, host!', 'Pakendi otsing'], en: ['Hello, host!', 'Find packages'] };
/** Relative times of the comments thread in the other language (Intl.RelativeTimeFormat of the kit's language). */
const FOREIGN_WORDS = { et: /\b(?:ago|yesterday)\b/, en: /\b(?:eest|eile|päeva|tundi|minutit)\b/ };
const RAW_KEY = /\b(?:ui|widgets|common|errors|status|screens)\.[a-zA-Z]+\.[a-zA-Z]/;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dist) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    try {
      const body = readFileSync(file.startsWith(dist) ? file : path.join(dist, 'index.html'));
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function textsOf(app) {
  const entry = path.join(app, 'node_modules/@epp/i18n/dist/index.js');
  const { messages } = await import(pathToFileURL(entry).href);
  const at = (tree, key) => key.split('.').reduce((node, part) => node[part], tree);
  return Object.fromEntries(
    ['et', 'en'].map((language) => [
      language,
      WIDGET_TEXTS.map((key) =>
        at(messages[language], key)
          .replace(/\{\{.*?\}\}/g, '')
          .trim(),
      ),
    ]),
  );
}

/**
 * The kit's text chunks, by file: the installed @epp/i18n loads `locales/<language>/<area>.json` from a chunk of
 * its own (dist/on-demand.js names each), and the host's build keeps that chunk's name before its own hash.
 */
function textChunks(app) {
  const source = readFileSync(path.join(app, 'node_modules/@epp/i18n/dist/on-demand.js'), 'utf8');
  const chunks = [...source.matchAll(/"\.\/locales\/(\w+)\/([\w.]+)\.json": \(\) => import\('\.\/([^']+)\.js'\)/g)];
  if (chunks.length === 0) throw new Error('no text chunks found in @epp/i18n/dist/on-demand.js');
  return chunks.map(([, language, area, file]) => ({ language, area, file }));
}

/** The JS files the page fetches (taken by the caller phase by phase). */
function recordScripts(page) {
  const files = [];
  page.removeAllListeners('response');
  page.on('response', (response) => {
    const file = path.basename(new URL(response.url()).pathname);
    if (file.endsWith('.js')) files.push(file);
  });
  return files;
}

/** The text chunks the page fetched: each must be of an area the page asked for, in the active language. */
async function checkFetchedTexts(page, files, chunks, language, problems, phase) {
  const fetched = files.splice(0);
  const wanted = new Set(await page.evaluate(() => window.eppTextAreas));
  const found = chunks.filter(({ file }) => fetched.some((name) => name.startsWith(`${file}-`)));
  for (const { language: chunkLanguage, area } of found) {
    if (chunkLanguage !== language) problems.push(`${phase}: a ${chunkLanguage} text chunk was fetched (${area})`);
    else if (!wanted.has(area)) problems.push(`${phase}: the texts of an area the page did not ask for (${area})`);
  }
  if (!found.some((chunk) => chunk.language === language)) problems.push(`${phase}: no ${language} text chunk fetched`);
  const areas = found.map((chunk) => `${chunk.language}/${chunk.area}`);
  console.log(`    ${phase}: ${fetched.length} JS files, text chunks ${areas.join(', ')}`);
}

async function checkLanguage(page, origin, code, texts, app, chunks) {
  const language = code.split('-')[0];
  const problems = [];
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.on('console', (message) => {
    if (message.type() === 'error' || /i18next/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const files = recordScripts(page);
  await page.goto(`${origin}/?lang=${code}`);
  const other = language === 'et' ? 'en' : 'et';
  await checkTexts(page, code, texts[language], texts[other], app, problems);
  await checkFetchedTexts(page, files, chunks, language, problems, `${code} before a switch`);
  // the host switches its own instance; the kit's texts of the new language load then, and the widgets redraw
  const switchTo = language === 'et' ? 'en-US' : 'et';
  await page.evaluate((target) => window.switchLanguage(target), switchTo);
  await checkTexts(page, switchTo, texts[other], texts[language], app, problems);
  await checkFetchedTexts(page, files, chunks, other, problems, `after switching to ${switchTo}`);
  if (problems.length > 0) throw new Error(`headless check (${code}):\n  ${problems.join('\n  ')}`);
  console.log(
    `  ✔ ${code}, then ${switchTo}: table with filter bar, import dropzone, signing modal, measurement form, comments thread`,
  );
}

async function checkTexts(page, code, expected, other, app, problems) {
  const language = code.split('-')[0];
  const wanted = [...HOST_TEXTS[language], ...expected];
  try {
    await page.waitForFunction((texts) => texts.every((text) => document.body.innerText.includes(text)), wanted, {
      timeout: 20_000,
    });
    // the comments come from the mocks: wait for the thread's items
    await page.waitForFunction(() => document.querySelectorAll('[data-widget="comments"] li').length > 0, undefined, {
      timeout: 10_000,
    });
  } catch {
    const body = await page.evaluate(() => document.body.innerText);
    problems.push(`not every text showed: wanted ${JSON.stringify(wanted)}; the page says:\n${body.slice(0, 1500)}`);
  }
  const state = await page.evaluate(() => ({
    text: document.body.innerText,
    background: getComputedStyle(document.documentElement).backgroundColor,
    font: getComputedStyle(document.documentElement).fontFamily,
    tables: document.querySelectorAll('[data-widget="table"] table, [data-widget="table"] [role="grid"]').length,
    dialogs: document.querySelectorAll('[role="dialog"]').length,
  }));
  writeFileSync(path.join(app, `page-${code}.txt`), state.text); // what the page said, for a failure's reader
  const rawKey = RAW_KEY.exec(state.text);
  if (rawKey) problems.push(`a raw key shows: "${rawKey[0]}…"`);
  for (const text of other.filter((text, index) => text !== expected[index]))
    if (state.text.includes(text)) problems.push(`the other language's text shows: "${text}"`);
  const foreign = FOREIGN_WORDS[language].exec(state.text);
  if (foreign) problems.push(`the other language's relative time shows: "${foreign[0]}"`);
  for (const text of HOST_TEXTS[language === 'et' ? 'en' : 'et'])
    if (state.text.includes(text)) problems.push(`the host's other-language text shows: "${text}"`);
  if (state.background !== 'rgb(250, 250, 240)' || !state.font.includes('Georgia'))
    problems.push(`the host's page styles were replaced (html background ${state.background}, font ${state.font})`);
  if (state.tables === 0) problems.push('no table rendered');
  if (state.dialogs === 0) problems.push('the signing modal did not open');
}

export async function checkInBrowser({ dist, app }) {
  const texts = await textsOf(app);
  const chunks = textChunks(app);
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await resolveChromium();
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: chromiumArgs,
    env: { ...process.env, ...browser.env },
  });
  try {
    const page = await instance.newPage();
    await checkLanguage(page, origin, 'et', texts, app, chunks);
    await checkLanguage(page, origin, 'en-US', texts, app, chunks);
  } finally {
    await instance.close();
    server.close();
  }
}
