import { formatNumber } from '@epp/core';

import { NumberField } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../support/held-answer';
import { storyLanguage, T, text, useStoryTranslation } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: <T k="demo.pickers.quantity" />,
    description: <T k="demo.pickers.quantityHint" />,
    isInteger: true,
    minValue: 1,
    onCommit: fn(),
  },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  decorators: [withWidth(320)],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const spinbutton = (canvasElement: HTMLElement, name = text('demo.pickers.quantity')) =>
  within(canvasElement).getByRole('spinbutton', { name });

/** How the story's language writes a number: the stories run in Estonian and English alike. */
const written = (value: number, grouping = true) => formatNumber(value, storyLanguage(), { grouping });

/** A quantity (whole number, at least 1): typing commits nothing; leaving the field commits once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const field = spinbutton(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(12);
    await expect(field).toHaveValue('12');
    // Leaving again without a change sends nothing (the spec's sales quantity rule).
    await userEvent.click(field);
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};

/** Up and Down step by 1 and stop at the minimum; Escape drops the typing; Enter commits. */
export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const field = spinbutton(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('4');
    await expect(field).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(field).toHaveValue('1');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(1);
    await expect(field).toHaveFocus();
  },
};

/** Comma decimals in either language: "1 234,56" is read as 1234.56 and shown in the language's own way. */
export const DecimalComma: Story = {
  args: {
    label: <T k="demo.pickers.weight" />,
    description: undefined,
    isInteger: false,
    minValue: 0,
    decimals: 2,
    defaultValue: 12345.5,
  },
  play: async ({ args, canvasElement }) => {
    const field = spinbutton(canvasElement, text('demo.pickers.weight'));
    await expect(field).toHaveValue(written(12345.5));
    // Edited without the thousands separator, which an English comma would turn into a decimal point.
    await userEvent.tab();
    await expect(field).toHaveValue(written(12345.5, false));
    await userEvent.clear(field);
    await userEvent.keyboard('1 234,567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(1234.57);
    await userEvent.clear(field);
    await userEvent.keyboard('1,5');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenLastCalledWith(1.5);
    await expect(field).toHaveValue(written(1.5));
  },
};

/** A percentage 0–100 with two decimals: 250 is clamped to 100. */
export const Percentage: Story = {
  args: {
    label: <T k="demo.pickers.recycledPercentage" />,
    description: undefined,
    isInteger: false,
    minValue: 0,
    maxValue: 100,
    step: 0.01,
    decimals: 2,
    defaultValue: 45.5,
  },
  play: async ({ args, canvasElement }) => {
    const field = spinbutton(canvasElement, text('demo.pickers.recycledPercentage'));
    await expect(field).toHaveAttribute('aria-valuemax', '100');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue(written(45.51, false));
    await userEvent.clear(field);
    await userEvent.keyboard('250{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(100);
    await expect(field).toHaveValue(written(100));
  },
};

/** The failing save's answer: Failed Save holds it to see the value shown while the save is under way. */
const failingSave = heldAnswer();

/** The screen saves on commit; this save fails (it always does here), so the old value comes back with the error. */
function FailingQuantity() {
  const { t } = useStoryTranslation();
  const [saved, setSaved] = useState(5);
  const [error, setError] = useState<string | undefined>();
  return (
    <NumberField
      label={t('demo.pickers.quantity')}
      description={t('demo.pickers.quantityHint')}
      isInteger
      minValue={1}
      value={saved}
      errorMessage={error}
      onCommit={(next) => {
        setError(undefined);
        return new Promise<void>((_, reject) => {
          failingSave.schedule(() => reject(new Error('500')), 50);
        }).then(
          () => setSaved(next ?? 0),
          (reason: unknown) => {
            setError(t('demo.pickers.quantitySaveError'));
            throw reason;
          },
        );
      }}
    />
  );
}

export const FailedSave: Story = {
  render: () => <FailingQuantity />,
  play: async ({ canvasElement }) => {
    const field = spinbutton(canvasElement);
    failingSave.hold();
    await userEvent.tab();
    await userEvent.clear(field);
    await userEvent.keyboard('8');
    await userEvent.tab();
    // While saving, the new value is shown; when the save fails the old one returns with the reason.
    await waitFor(() => expect(failingSave.isWaiting()).toBe(true));
    await expect(field).toHaveValue('8');
    failingSave.release();
    await waitFor(() => expect(field).toHaveValue('5'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `${text('demo.pickers.quantityHint')} ${text('demo.pickers.quantitySaveError')}`,
    );
  },
};

/** An error from the screen marks the field invalid; it is read with the field. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <T k="demo.pickers.quantitySaveError" />, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    await expect(spinbutton(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: out of the Tab order, the arrows do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 24 },
  play: async ({ canvasElement }) => {
    const field = spinbutton(canvasElement);
    await expect(field).toBeDisabled();
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
  },
};

/** Read-only: focusable and readable, but neither typing nor the arrows change it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 24 },
  play: async ({ args, canvasElement }) => {
    const field = spinbutton(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}7');
    await expect(field).toHaveValue('24');
    await userEvent.tab();
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

/** A large number is grouped for reading: et "1 234 567,25" (no-break spaces), en "1,234,567.25". */
export const Grouped: Story = {
  args: { label: <T k="demo.pickers.weight" />, description: undefined, isInteger: false, defaultValue: 1234567.25 },
  play: async ({ canvasElement }) => {
    await expect(spinbutton(canvasElement, text('demo.pickers.weight'))).toHaveValue(written(1234567.25));
  },
};
