// Where the test browser comes from. One place, used by vitest.config.ts and scripts/check-browser.mjs.
//
// Default: the Chromium headless shell shipped inside the npm package @sparticuz/chromium, whose version the
// lockfile pins, so pixel baselines do not move when the machine's own packages change. It is unpacked once into
// node_modules/.cache/epp-chromium/<version>/ (the package itself would use a shared /tmp/chromium that any other
// project may have left in another version). Its bundled fonts are the only system fonts the browser sees, so
// fallback glyphs are the same on every machine; the UI itself renders with the bundled Inter web font.
//
// Override: CHROMIUM_PATH=/usr/bin/chromium (Debian's `apt-get install -y chromium`) or any other Chromium.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Flags for a headless Chromium in a closed network, run as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export const browserHelp =
  'Run "npm install" to unpack the pinned Chromium (@sparticuz/chromium), or install one (apt-get install -y chromium) and set CHROMIUM_PATH=/usr/bin/chromium.';

/**
 * @returns {Promise<{ executablePath: string, env: Record<string, string>, source: string }>}
 */
export async function resolveChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    }
    return { executablePath: process.env.CHROMIUM_PATH, env: {}, source: 'CHROMIUM_PATH' };
  }
  const require = createRequire(import.meta.url);
  let entry;
  try {
    entry = require.resolve('@sparticuz/chromium'); // <package>/build/index.js; package.json is not exported
  } catch {
    throw new Error('@sparticuz/chromium is not installed');
  }
  const packageJsonPath = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const dir = path.join(root, 'node_modules', '.cache', 'epp-chromium', version);
  mkdirSync(dir, { recursive: true });
  const { default: chromium } = await import('@sparticuz/chromium');
  // The package unpacks into os.tmpdir(), which reads TMPDIR at call time.
  const previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  let executablePath;
  try {
    executablePath = await chromium.executablePath();
  } finally {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
  }
  const fontsConf = path.join(dir, 'fonts.conf');
  writeFileSync(
    fontsConf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${path.join(dir, 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { executablePath, env: { FONTCONFIG_FILE: fontsConf }, source: `@sparticuz/chromium@${version}` };
}
