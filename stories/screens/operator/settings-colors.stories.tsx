import { handlersFor } from '@epp/fixtures';
import { SettingsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { expectColumns, loadedSettings, rowTexts, settingsScenario, settingsStates } from './settings-story';

const meta = {
  title: 'Screens/Operator/SettingsColors',
  component: SettingsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { kind: 'colors' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/settings/colors' },
    msw: { handlers: handlersFor(settingsScenario) },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colours (value), and 'Uuenda klassifikaatoreid'. */
export const Table: Story = {
  play: async () => {
    const table = await loadedSettings('colors', 'Värvitu');
    await expectColumns(table, ['value']);
    await expect(rowTexts(table)).toContainEqual(['Roheline']);
  },
};

const states = settingsStates('colors');

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An empty list: 'Klassifikaatoreid ei leitud.' */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
