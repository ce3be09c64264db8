// The consumer test's browser check: the host app's build served over HTTP, opened in the kit's Chromium (as
// scripts/browser.mjs finds it) in Estonian and with the host's `en-US`. Each of the five widgets must show its
// texts in that language (read from the installed @epp/i18n), none of the other language's, no raw key, the
// host's own page styles, and no console error or i18next warning.
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

async function checkLanguage(page, origin, code, expected, other, app) {
  const language = code.split('-')[0];
  const problems = [];
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.on('console', (message) => {
    if (message.type() === 'error' || /i18next/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}/?lang=${code}`);
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
  if (problems.length > 0) throw new Error(`headless check (${code}):\n  ${problems.join('\n  ')}`);
  console.log(`  ✔ ${code}: table with filter bar, import dropzone, signing modal, measurement form, comments thread`);
}

export async function checkInBrowser({ dist, app }) {
  const texts = await textsOf(app);
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
    await checkLanguage(page, origin, 'et', texts.et, texts.en, app);
    await checkLanguage(page, origin, 'en-US', texts.en, texts.et, app);
  } finally {
    await instance.close();
    server.close();
  }
}
