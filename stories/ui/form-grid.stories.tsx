import { FormGrid, FormGridCell, TextField } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { T, text } from '../support/text';
import { withWidth } from '../support/with-width';

const fields = (
  <>
    <TextField label={<T k="demo.fields.productName" />} isRequired />
    <TextField label={<T k="demo.fields.clientCode" />} description={<T k="demo.fields.productNameHint" />} />
    <TextField label={<T k="demo.fields.weightLong" />} errorMessage={<T k="demo.fields.weightError" />} />
    <TextField label={<T k="demo.fields.packageType" />} />
    <FormGridCell wide>
      <TextField label={<T k="demo.fields.comment" />} multiline rows={2} />
    </FormGridCell>
  </>
);

const meta = {
  title: 'UI/FormGrid',
  component: FormGrid,
  args: { children: fields },
  argTypes: { children: { control: false }, legend: { control: false } },
  decorators: [withWidth(640)],
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();

/**
 * Two to a row and top-aligned: a field with a hint or an error does not move its neighbour; a wide cell takes
 * the whole row.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = box(canvas.getByRole('textbox', { name: new RegExp(text('demo.fields.productName')) }));
    const code = box(canvas.getByRole('textbox', { name: text('demo.fields.clientCode') }));
    const comment = box(canvas.getByRole('textbox', { name: text('demo.fields.comment') }));
    await expect(code.left).toBeGreaterThan(name.right);
    await expect(code.top).toBe(name.top);
    await expect(comment.width).toBeGreaterThan(name.width * 2);
  },
};

/**
 * A named group (a contract's personal or company part): a fieldset named by its legend across the first row.
 * `isDisabled` disables the fieldset's native controls; the fields still take their own `isDisabled` for the look.
 */
export const WithLegend: Story = {
  args: { legend: <T k="demo.fields.status" /> },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: text('demo.fields.status') });
    await expect(within(group).getByRole('textbox', { name: text('demo.fields.clientCode') })).toBeEnabled();
  },
};
