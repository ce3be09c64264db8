import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineBrowserCommand, playwright } from '@vitest/browser-playwright';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { browserHelp, chromiumArgs, resolveChromium } from './scripts/browser.mjs';
import { workspaceAliases } from './vite.aliases.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every story and screenshot is taken at this size, so baselines do not depend on the machine's screen. */
const viewport = { width: 1280, height: 800 };

/** Pre-bundled for the browser projects, so the first story does not wait for Vite to discover them. */
const browserDeps = [
  'react',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'styled-components',
  'react-aria-components',
  'react-i18next',
  'i18next',
  'msw',
  'msw/browser',
  'zod/mini',
  'axe-core',
];

export default defineConfig(async (): Promise<ViteUserConfig> => {
  // `npm test` checks the browser first (scripts/check-browser.mjs) and stops with a clear line if it is missing;
  // a unit-only run must not need one, so a failure here only surfaces when a browser project starts.
  const browser = await resolveChromium().catch((error: Error) => {
    console.warn(`No test browser: ${error.message}. ${browserHelp}`);
    return undefined;
  });
  const chromium = playwright({
    launchOptions: {
      executablePath: browser?.executablePath,
      args: chromiumArgs,
      env: { ...process.env, ...browser?.env } as Record<string, string>,
    },
    contextOptions: { deviceScaleFactor: 1, locale: 'et-EE', timezoneId: 'Europe/Tallinn', reducedMotion: 'reduce' },
  });

  /**
   * The browser of both browser projects: the pinned Chromium, headless, at the snapshot viewport. A new object
   * for each, since Vitest names a project's browser instances in place.
   */
  const headlessChromium = () => ({
    enabled: true,
    headless: true,
    provider: chromium,
    instances: [{ browser: 'chromium' as const, viewport }],
    viewport,
    screenshotFailures: false,
  });

  return {
    resolve: { alias: workspaceAliases },
    test: {
      // Every core: Vitest's default leaves one out (one worker on 2 cores). In the story tests each worker is a
      // page of the one test browser, so two stories run at once; pixels stay exact (two full runs, no diff).
      maxWorkers: '100%',
      // `npm test` runs the unit project with --coverage: @epp/core is held to 100% of lines and branches.
      coverage: {
        provider: 'v8',
        include: ['packages/core/src/**/*.ts'],
        exclude: ['**/*.test.ts', '**/index.ts'],
        reporter: ['text-summary', 'text'],
        thresholds: { 'packages/core/src/**': { lines: 100, branches: 100, functions: 100, statements: 100 } },
      },
      projects: [
        {
          extends: true,
          plugins: [react()],
          test: {
            name: 'unit',
            environment: 'node',
            // npm test runs the unit tests beside the build on 2 cores: a wall-clock limit is no check of correctness.
            testTimeout: 20_000,
            // One module graph per worker, not per file: Vitest measured ~74 s of repeated imports on a fresh
            // clone. The tests restore what they change (fake timers, spies, MSW servers) in their own hooks.
            isolate: false,
            // testing-library's waits (waitFor, findBy*) wait for the state up to the test's own limit, not 1 s.
            setupFiles: ['scripts/unit-setup.ts'],
            // styled-components inserts rules through the CSSOM (as in production) rather than by rewriting a
            // <style>'s text, which jsdom parses again whole on every insert: jsdom renders about twice as fast.
            env: { SC_DISABLE_SPEEDY: 'false' },
            include: [
              'packages/*/src/**/*.test.{ts,tsx}',
              'fixtures/src/**/*.test.{ts,tsx}',
              'apps/portal/src/**/*.test.{ts,tsx}',
              'stories/support/**/*.test.{ts,tsx}',
              'scripts/**/*.test.mjs',
            ],
          },
        },
        {
          // Every story is a test in headless Chromium: render, play function, axe (violations fail) and,
          // from .storybook/story-snapshots.ts, pixel snapshots in Estonian and English plus axe in English.
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          optimizeDeps: { include: browserDeps },
          test: {
            name: 'storybook',
            // A new page per story file (Vitest's default). One page per worker for all files (`isolate: false`)
            // measured 727 -> 481 s for this phase on a quiet machine, but two of three fresh clones then failed on
            // overlays checked before react-aria had placed them: kept off until every story waits for what it
            // checks (issue #23's closing note).
            setupFiles: ['.storybook/story-snapshots.ts'],
            // a cap, not a wait: two languages' screenshots of a story under full load may take 20 s each
            testTimeout: 60_000,
            browser: {
              ...headlessChromium(),
              // Windows high contrast for the stories that ask for it (`parameters.forcedColors`,
              // .storybook/story-snapshots.ts): Chromium emulates the media feature, page-wide.
              commands: {
                emulateForcedColors: defineBrowserCommand<['active' | 'none']>((context, mode) =>
                  context.page.emulateMedia({ forcedColors: mode }),
                ),
              },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // threshold: how far a pixel's colour may move (pixelmatch's YIQ distance, 0..1) before it counts as changed;
                  // 0.02 lets through a shift of about 5 of 255 luminance levels and nothing visible;
                  // no changed pixel is allowed beyond it.
                  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
                  // How long the matcher may take to see two equal screenshots in a row (it stops as soon as it
                  // does): with both cores loaded one screenshot of a tall page took over 2.5 s, and the default
                  // 5 s lost the race in a fresh-clone run (q16, "Could not capture a stable screenshot").
                  timeout: 20_000,
                },
              },
            },
          },
        },
        {
          // The resilience pass (stories/resilience/): every screen's main story composed again with each endpoint
          // it calls failing, one at a time, by a schema-violating body and by a network failure.
          extends: true,
          plugins: [react()],
          optimizeDeps: {
            include: [...browserDeps, '@storybook/react-vite', 'storybook/test', '@guidepup/virtual-screen-reader'],
          },
          test: {
            name: 'resilience',
            include: ['stories/resilience/**/*.test.ts', 'stories/screen-reader/**/*.test.{ts,tsx}'],
            setupFiles: ['stories/resilience/setup.ts'],
            browser: headlessChromium(),
          },
        },
      ],
    },
  };
});
