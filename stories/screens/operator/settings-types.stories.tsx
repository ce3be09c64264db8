import { formatMoney } from '@epp/core';
import { handlersFor } from '@epp/fixtures';
import { SettingsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { storyLanguage } from '../../support/text';
import { expectColumns, loadedSettings, rowTexts, settingsScenario, settingsStates } from './settings-story';

const meta = {
  title: 'Screens/Operator/SettingsTypes',
  component: SettingsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { kind: 'types' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/settings/types' },
    msw: { handlers: handlersFor(settingsScenario) },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The package types with their price (four decimals, as a unit price), and 'Uuenda klassifikaatoreid'. */
export const Table: Story = {
  play: async () => {
    const table = await loadedSettings('types', 'PET');
    await expectColumns(table, ['value', 'price']);
    const price = (value: number) => formatMoney(value, storyLanguage(), { decimals: 4 });
    await expect(rowTexts(table)).toContainEqual(['PET', price(0.0132)]);
    await expect(rowTexts(table)).toContainEqual(['Korduskasutatav klaas', price(0.012)]);
  },
};

const states = settingsStates('types');

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An empty list: 'Klassifikaatoreid ei leitud.' */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
