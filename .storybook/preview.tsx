import '@fontsource-variable/inter';
import { isLanguage, languages, messages } from '@epp/i18n';
import { clearAnnouncements } from '@epp/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { emulateForcedColors } from './forced-colors';
import { StoryProviders } from './providers';
import { storyI18n } from './story-i18n';

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
