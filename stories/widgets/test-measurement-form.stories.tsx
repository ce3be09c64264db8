import type { PackageTest } from '@epp/api/schemas';
import { handlersFor, partnerTests, reference, scenarios, storeFor } from '@epp/fixtures';
import { ApiTestMeasurementForm, TestMeasurementForm } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { escapeRegExp, settled } from '../support/interaction';
import { text } from '../support/text';

// ---- Fixture tests (the partner's world) ---------------------------------------------------------------

const tests = partnerTests(storeFor(scenarios.partner).db);

/** Sent to testing, not measured yet. */
const openTest: PackageTest = tests.openEan13;
/** Measured and submitted (NOK, too low), not yet confirmed by the operator. */
const unconfirmedTest: PackageTest = tests.unconfirmed;
/** Confirmed OK by the operator: read-only. */
const confirmedTest: PackageTest = tests.confirmedOk;
/** A confirmed EAN-8 test; its measures, shown again as an open EAN-8 and an EAN-13 test. */
const ean8Test: PackageTest = tests.measuredEan8;
/** The confirmed OK measures on a test still open for an update. */
const filledOkTest: PackageTest = { ...confirmedTest, confirmed_at: null };

const standardComments = reference.standardComments;

// ---- Helpers for play functions ------------------------------------------------------------------------

const field = (canvasElement: HTMLElement, key: Parameters<typeof text>[0]) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(key))}`) });

const submitButton = (canvasElement: HTMLElement, key: 'submit' | 'update' = 'submit') =>
  within(canvasElement).getByRole('button', { name: text(`widgets.testMeasurementForm.${key}`) });

const radio = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });

/** Types into a field after emptying it (the keyboard only: select all, then type). */
async function retype(input: HTMLElement, value: string) {
  input.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(value === '' ? '{Backspace}' : value);
}

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the hook-wired variant. */
// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/TestMeasurementForm',
  component: TestMeasurementForm,
  args: {
    test: openTest,
    standardComments,
    onSubmit: fn(async () => ({})),
    onSubmitted: fn(),
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <TestMeasurementForm {...args} />
    </div>
  ),
} satisfies Meta<typeof TestMeasurementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new test: empty measures, location vertical by default, no result; the button reads submit. */
export const NewTest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      text('widgets.testMeasurementForm.title'),
    );
    await expect(canvas.getByRole('heading', { level: 3 })).not.toHaveTextContent(
      text('widgets.testMeasurementForm.unconfirmed'),
    );
    await expect(radio(canvasElement, text('widgets.testMeasurementForm.vertical'))).toBeChecked();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.widthPercentage')).toHaveAttribute('readonly');
    await expect(submitButton(canvasElement)).toBeEnabled();
  },
};

/** Filled within the limits, result OK; tested and not confirmed, so the button updates the result. */
export const FilledOk: Story = {
  args: { test: filledOkTest },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'OK')).toBeChecked();
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(within(canvasElement).queryByText(text('widgets.testMeasurementForm.suggestNok'))).toBeNull();
    await expect(submitButton(canvasElement, 'update')).toBeEnabled();
  },
};

/** Measures out of range: each percentage says which limit it broke, and NOK is suggested. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    await retype(field(canvasElement, 'widgets.testMeasurementForm.width'), '42');
    await retype(field(canvasElement, 'widgets.testMeasurementForm.height'), '14,2');
    await expect(field(canvasElement, 'widgets.testMeasurementForm.widthPercentage')).toHaveValue('133,97');
    await expect(field(canvasElement, 'widgets.testMeasurementForm.widthPercentage')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(field(canvasElement, 'widgets.testMeasurementForm.heightPercentage')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(canvasElement).getByText(text('widgets.testMeasurementForm.suggestNok'))).toBeVisible();
  },
};

/** Submit with nothing filled in: the spec's messages under each field; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    await retype(field(canvasElement, 'widgets.testMeasurementForm.pv'), 'x,y');
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const missing = (name: 'width' | 'status') =>
      text('widgets.testMeasurementForm.missing', { field: text(`widgets.testMeasurementForm.fieldNames.${name}`) });
    await expect(within(canvasElement).getByText(missing('width'))).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        text('widgets.testMeasurementForm.notANumber', { field: text('widgets.testMeasurementForm.fieldNames.pv') }),
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(missing('status'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The same measures as EAN-8 and as EAN-13 (read-only, side by side): the percentages follow the type's
 * default size, and the EAN-13 height is flagged.
 */
export const Ean8VsEan13: Story = {
  args: { isReadOnly: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <div style={{ width: 440 }}>
        <TestMeasurementForm {...args} test={{ ...ean8Test, confirmed_at: null }} />
      </div>
      <div style={{ width: 440 }}>
        <TestMeasurementForm {...args} test={{ ...ean8Test, confirmed_at: null }} eanType="EAN-13" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement).getAllByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(text('widgets.testMeasurementForm.widthPercentage'))}`),
    });
    await expect(widths[0]).toHaveValue('115,02');
    await expect(widths[1]).toHaveValue('81,12');
  },
};

/** Horizontal asks for at least 100% width where vertical takes 80%: switching the location flags the width. */
export const HorizontalVsVertical: Story = {
  play: async ({ canvasElement }) => {
    await retype(field(canvasElement, 'widgets.testMeasurementForm.width'), '28');
    await retype(field(canvasElement, 'widgets.testMeasurementForm.height'), '22');
    const width = field(canvasElement, 'widgets.testMeasurementForm.widthPercentage');
    await expect(width).not.toHaveAttribute('aria-invalid');
    radio(canvasElement, text('widgets.testMeasurementForm.vertical')).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio(canvasElement, text('widgets.testMeasurementForm.horizontal'))).toBeChecked();
    await expect(width).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A measure typed with its unit: the numeric helper turns the comma into a dot and drops the rest (spec §5),
 * so "31,35 mm" is 31.35, the width 100% and valid, and that is what the update sends.
 */
export const MeasureWithUnit: Story = {
  args: { test: filledOkTest },
  play: async ({ args, canvasElement }) => {
    await retype(field(canvasElement, 'widgets.testMeasurementForm.width'), '31,35 mm');
    const percentage = field(canvasElement, 'widgets.testMeasurementForm.widthPercentage');
    await expect(percentage).toHaveValue('100');
    await expect(percentage).not.toHaveAttribute('aria-invalid');
    submitButton(canvasElement, 'update').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ width: 31.35, width_percentage: 100 }),
      filledOkTest,
    );
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** A submitted test the operator has not confirmed: "(unconfirmed)" in the title; it can still be updated. */
export const Unconfirmed: Story = {
  args: { test: unconfirmedTest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      text('widgets.testMeasurementForm.unconfirmed'),
    );
    await expect(submitButton(canvasElement, 'update')).toBeEnabled();
  },
};

/** A confirmed test: every field read-only, no submit. */
export const ConfirmedReadOnly: Story = {
  args: { test: confirmedTest },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'widgets.testMeasurementForm.width')).toHaveAttribute('readonly');
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: text('widgets.testMeasurementForm.status') }),
    ).toHaveAttribute('aria-readonly', 'true');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** While the submit runs the button shows its spinner; a second press sends nothing. */
export const Submitting: Story = {
  args: { test: filledOkTest, onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const button = submitButton(canvasElement, 'update');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * The server refuses the test (fixture scenario packageTestErrors, through the hook-wired ApiTestMeasurementForm and
 * @epp/api's useUpdatePackageTest): its error codes are listed.
 */
export const SubmitFailure: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.packageTestErrors) } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 560 }}>
        <ApiTestMeasurementForm test={args.test} />
      </div>
    </ApiProviders>
  ),
  args: { test: filledOkTest },
  play: async ({ canvasElement }) => {
    submitButton(canvasElement, 'update').focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('widgets.testMeasurementForm.failed'));
    await expect(alert).toHaveTextContent('width_too_small');
    await settled();
  },
};

/**
 * The keyboard journey: Tab through every field, type the measures with decimal commas and watch the
 * percentages, choose with arrows and Space, submit with Enter.
 */
export const KeyboardJourney: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.width')).toHaveFocus();
    await userEvent.keyboard('31,35');
    await expect(field(canvasElement, 'widgets.testMeasurementForm.widthPercentage')).toHaveValue('100');
    await userEvent.tab();
    await userEvent.keyboard('25,91');
    await expect(field(canvasElement, 'widgets.testMeasurementForm.heightPercentage')).toHaveValue('100');
    await userEvent.tab();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.widthPercentage')).toHaveFocus();
    await userEvent.tab();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.heightPercentage')).toHaveFocus();
    await userEvent.tab();
    await expect(radio(canvasElement, text('widgets.testMeasurementForm.vertical'))).toHaveFocus();
    await userEvent.tab();
    await expect(radio(canvasElement, text('widgets.testMeasurementForm.yes'))).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio(canvasElement, text('widgets.testMeasurementForm.no'))).toBeChecked();
    await userEvent.tab();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.pv')).toHaveFocus();
    await userEvent.keyboard('3,2');
    await userEvent.tab();
    await userEvent.keyboard('2,8');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: new RegExp(text('widgets.testMeasurementForm.standardComments')) }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(field(canvasElement, 'widgets.testMeasurementForm.comment')).toHaveFocus();
    await userEvent.keyboard('Kontrollitud');
    await userEvent.tab();
    await expect(radio(canvasElement, 'OK')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radio(canvasElement, 'OK')).toBeChecked();
    await userEvent.tab();
    await expect(submitButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        width: 31.35,
        width_percentage: 100,
        height: 25.91,
        height_percentage: 100,
        location: 2,
        pv: 3.2,
        vv: 2.8,
        is_sticker: false,
        comment: 'Kontrollitud',
        status: 1,
        standard_comments: [],
      },
      openTest,
    );
    await canvas.findByText(text('widgets.testMeasurementForm.submitted', { status: 'OK' }));
    await expect(submitButton(canvasElement, 'update')).toBeVisible();
    await settled();
  },
};
