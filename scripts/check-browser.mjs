// Fails fast, with one line saying what to do, when no test browser can be found or started.
import { browserHelp, chromiumArgs, resolveChromium } from './browser.mjs';

try {
  const browser = await resolveChromium();
  const { chromium } = await import('playwright-core');
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: chromiumArgs,
    env: { ...process.env, ...browser.env },
    timeout: 30_000,
  });
  const page = await instance.newPage();
  await page.setContent('<p>ok</p>');
  const version = instance.version();
  await instance.close();
  console.log(`browser: Chromium ${version} from ${browser.source}`);
} catch (error) {
  const reason = String(error instanceof Error ? error.message : error).split('\n')[0];
  console.error(`✖ No usable test browser (${reason}). ${browserHelp}`);
  process.exit(1);
}
