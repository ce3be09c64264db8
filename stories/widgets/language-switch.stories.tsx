import type { Language } from '@epp/i18n';
import { LanguageSwitch } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../support/text';

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: text('widgets.languageSwitch.label') });
const option = (canvasElement: HTMLElement, language: Language) =>
  within(group(canvasElement)).getByRole('button', { name: text(`widgets.languageSwitch.short.${language}`) });

/** A switch that keeps the chosen language, as the header does after changing the i18n language. */
function LocalSwitch({ initial, onChange }: { initial: Language; onChange: (language: Language) => void }) {
  const [value, setValue] = useState<Language>(initial);
  return (
    <LanguageSwitch
      value={value}
      onChange={(language) => {
        setValue(language);
        onChange(language);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'et', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Estonian chosen: ET is pressed, ENG is not. */
export const Estonian: Story = {
  play: async ({ canvasElement }) => {
    await expect(option(canvasElement, 'et')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(canvasElement, 'en')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** English chosen: ENG is pressed. */
export const English: Story = {
  args: { value: 'en' },
  play: async ({ canvasElement }) => {
    await expect(option(canvasElement, 'en')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(canvasElement, 'et')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** By keyboard: Tab to ENG and Enter calls back with "en" and shows it pressed; the current one again does nothing. */
export const KeyboardJourney: Story = {
  render: (args) => <LocalSwitch initial="et" onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(option(canvasElement, 'et')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(option(canvasElement, 'en')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(option(canvasElement, 'en')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(canvasElement, 'et')).toHaveAttribute('aria-pressed', 'false');
  },
};
