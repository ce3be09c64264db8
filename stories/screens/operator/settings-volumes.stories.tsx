import { formatNumber } from '@epp/core';
import { handlersFor } from '@epp/fixtures';
import { SettingsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { storyLanguage } from '../../support/text';
import { expectColumns, loadedSettings, rowTexts, settingsScenario, settingsStates } from './settings-story';

const meta = {
  title: 'Screens/Operator/SettingsVolumes',
  component: SettingsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { kind: 'volumes' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/settings/volumes' },
    msw: { handlers: handlersFor(settingsScenario) },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The volumes in cl, in the interface language's number format (56,8 / 56.8). */
export const Table: Story = {
  play: async () => {
    const table = await loadedSettings('volumes', '33');
    await expectColumns(table, ['volume']);
    await expect(rowTexts(table)).toContainEqual([formatNumber(56.8, storyLanguage())]);
  },
};

const states = settingsStates('volumes');

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An empty list: 'Klassifikaatoreid ei leitud.' */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
