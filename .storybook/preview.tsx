import '@fontsource-variable/inter';
import { isLanguage, languages, messages } from '@epp/i18n';
import { clearAnnouncements } from '@epp/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { emulateForcedColors } from './forced-colors';
import { StoryProviders } from './providers';
import { storyI18n } from './story-i18n';

// A play function's waits (waitFor, findBy*) wait for the state they need, not for a clock: the test run shares
// two cores with the rest of `npm test`, and a state that comes in 0.2 s on a quiet machine can take many seconds
// (issue #23). One limit for every wait, in the test run and in Storybook's interactions panel alike, so no play
// function sets its own (the testing-library default of 1 s would fail the slow states, e.g. the signing poll);
// it is a cap for a wait that never ends, well inside the story test's own limit (vitest.config.ts).
configure({ asyncUtilTimeout: 25_000 });

const preview: Preview = {
  tags: ['autodocs', 'snapshot'],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language, title: messages[language].common.languageName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'et' },
  loaders: [
    // msw-storybook-addon 3: the loader starts the worker once and applies each story's parameters.msw handlers.
    // Requests no handler knows (Vite modules, fonts) pass through without a warning.
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
    async ({ globals }) => {
      const language = isLanguage(globals.locale) ? globals.locale : 'et';
      if (storyI18n.language !== language) await storyI18n.changeLanguage(language);
      return {};
    },
  ],
  beforeEach: async ({ parameters }) => {
    // react-aria keeps an announcement 7 s and may point it at an element of the story before (aria-labelledby),
    // which axe flags once that story is gone: every story starts with an empty live region.
    clearAnnouncements();
    // Windows high contrast for the stories that ask for it (./forced-colors.ts), before they render.
    if (parameters.forcedColors) await emulateForcedColors('active');
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    layout: 'padded',
    // The front door first: Storybook opens on the first entry of the sidebar, the Introduction.
    options: { storySort: { order: ['Introduction', 'Screen map', 'Screens', 'Widgets', 'UI', 'Visual'] } },
    // axe violations fail the story test (addon-vitest); 'todo' would only warn.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
