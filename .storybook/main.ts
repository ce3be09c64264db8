import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../vite.aliases.ts';

const config: StorybookConfig = {
  // The docs pages (Introduction, Screen map, guides) and every story file.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds mockServiceWorker.js (msw init public), served at the root for the MSW loader.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook 10's onboarding "Get started" checklist, in the sidebar and the settings menu: this Storybook opens
  // on its own Introduction instead.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Stories import @epp/* from source, like Vitest and the portal.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: workspaceAliases } }),
};

export default config;
