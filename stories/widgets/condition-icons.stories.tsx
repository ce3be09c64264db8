import { APPLICATIONS_HIDDEN_CONDITIONS, type PackageConditionFacts } from '@epp/core';
import { heroPackageIn, scenarios, storeFor, views } from '@epp/fixtures';
import { ConditionIcons } from '@epp/widgets/condition-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../support/text';

// ---- Data: a registry row of the operator's world ------------------------------------------------------

const db = storeFor(scenarios.operator).db;
const rowOf = (name: string) => views.registryPackageRow(db, heroPackageIn(db, name));

/** Põhjala Leivakali: its client has a debt and unsubmitted reports; its last test has both kinds of comments. */
const leivakali = rowOf('Põhjala Leivakali 1,5 l');
/** The same row with every condition cleared: the base of the one-condition stories. */
const clear: PackageConditionFacts = {
  ...leivakali,
  skip_migration: false,
  debt: 0,
  unsubmitted_sales_reports: 0,
  last_test: { ...leivakali.last_test, has_comment: false, has_standard_comments: false },
};
const withTest = (test: { has_comment?: boolean; has_standard_comments?: boolean }): PackageConditionFacts => ({
  ...clear,
  last_test: { ...clear.last_test, ...test },
});

// ---- Helpers --------------------------------------------------------------------------------------------

const icons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: text('widgets.conditionIcons.label') })).getAllByRole('img');
const names = (canvasElement: HTMLElement) => icons(canvasElement).map((icon) => icon.getAttribute('aria-label'));

// ---- Stories --------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/ConditionIcons',
  component: ConditionIcons,
  args: { row: leivakali },
  render: (args) => (
    <div style={{ padding: '48px 16px 8px', width: 260 }}>
      <ConditionIcons {...args} />
    </div>
  ),
} satisfies Meta<typeof ConditionIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None applies: the synced icon and the two "no comments" states; no debt, no reports. */
export const None: Story = {
  args: { row: clear },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([
      text('widgets.conditionIcons.synced'),
      text('widgets.conditionIcons.noTypeComments'),
      text('widgets.conditionIcons.noComment'),
    ]);
  },
};

/** Unsynced parameters (skip_migration). */
export const Unsynced: Story = {
  args: { row: { ...clear, skip_migration: true } },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)[0]).toBe(text('widgets.conditionIcons.unsynced'));
  },
};

/** Unsubmitted sales reports of the client: "3 esitamata aruannet". */
export const UnsubmittedReports: Story = {
  args: { row: { ...clear, unsubmitted_sales_reports: 3 } },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toContain(text('widgets.conditionIcons.unsubmittedReports', { count: 3 }));
  },
};

/** The client's debt: "Võlgnevus 1250,40 €" (the amount in the interface language). */
export const Debt: Story = {
  args: { row: { ...clear, debt: '1250.40' } },
  play: async ({ canvasElement }) => {
    const debt = icons(canvasElement).find((icon) => icon.dataset.condition === 'debt');
    await expect(debt?.getAttribute('aria-label')).toMatch(/1\s?250,40\s€|€1,250\.40/);
  },
};

/** The last test has type comments: the yellow indicator. */
export const TypeComments: Story = {
  args: { row: withTest({ has_standard_comments: true }) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toContain(text('widgets.conditionIcons.typeComments'));
    await expect(canvasElement.querySelector('[data-colour="yellow"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-colour="blue"]')).toBeNull();
  },
};

/** The last test has an ordinary comment: the blue indicator. */
export const Comment: Story = {
  args: { row: withTest({ has_comment: true }) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toContain(text('widgets.conditionIcons.comment'));
    await expect(canvasElement.querySelector('[data-colour="blue"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-colour="yellow"]')).toBeNull();
  },
};

/** All five: Põhjala Leivakali as the fixtures serve it, with its parameters unsynced as well. */
export const All: Story = {
  args: { row: { ...leivakali, skip_migration: true } },
  play: async ({ canvasElement }) => {
    await expect(icons(canvasElement).map((icon) => icon.dataset.condition)).toEqual([
      'unsynced',
      'unsubmittedReports',
      'debt',
      'typeComments',
      'comment',
    ]);
  },
};

/** The applications list hides the two test-comment conditions. */
export const ApplicationsList: Story = {
  args: { row: { ...leivakali, skip_migration: true }, hide: APPLICATIONS_HIDDEN_CONDITIONS },
  play: async ({ canvasElement }) => {
    await expect(icons(canvasElement).map((icon) => icon.dataset.condition)).toEqual([
      'unsynced',
      'unsubmittedReports',
      'debt',
    ]);
  },
};

/** Keyboard: Tab to the first icon opens its tooltip with the spec's text; Tab moves on to the next. */
export const TooltipOnFocus: Story = {
  args: { row: { ...leivakali, skip_migration: true } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const [first, second] = icons(canvasElement);
    await expect(first).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text('widgets.conditionIcons.unsynced'));
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        text('widgets.conditionIcons.unsubmittedReports', { count: leivakali.unsubmitted_sales_reports ?? 0 }),
      ),
    );
  },
};
