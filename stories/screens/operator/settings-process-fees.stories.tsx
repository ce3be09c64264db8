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
  title: 'Screens/Operator/SettingsProcessFees',
  component: SettingsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  args: { kind: 'processFees' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/settings/process-fees' },
    msw: { handlers: handlersFor(settingsScenario) },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The process fees: description, code, fee (four decimals) and the day it applies from. */
export const Table: Story = {
  play: async () => {
    const table = await loadedSettings('processFees', 'PET-pudel');
    await expectColumns(table, ['description', 'code', 'fee', 'startDate']);
    const fee = (value: number) => formatMoney(value, storyLanguage(), { decimals: 4 });
    await expect(rowTexts(table)).toContainEqual(['PET-pudel', 'PET', fee(0.0132), '01.07.2025']);
    await expect(rowTexts(table)).toContainEqual(['Plekkpurk', 'PLEKK', fee(0.0041), '01.01.2024']);
  },
};

const states = settingsStates('processFees');

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An empty list: 'Klassifikaatoreid ei leitud.' */
export const Empty: Story = states.Empty;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
