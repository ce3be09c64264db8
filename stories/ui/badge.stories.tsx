import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Badge, type Tone, toneNames } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryRow } from '../support/story-row';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { tone: 'default', children: <T k="status.testResult.NA" /> },
  argTypes: { tone: { control: 'inline-radio', options: toneNames }, children: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One example label per tone, as the portal uses them. */
const examples: Array<{ tone: Tone; label: TranslationKey }> = [
  { tone: 'default', label: 'status.testResult.NA' },
  { tone: 'info', label: 'status.salesReport.UNCONFIRMED' },
  { tone: 'success', label: 'status.salesReport.SUBMITTED' },
  { tone: 'warning', label: 'status.salesReport.UNSUBMITTED' },
  { tone: 'error', label: 'status.salesReport.REJECTED' },
];

export const Default: Story = {};

export const Info: Story = { args: { tone: 'info', children: <T k="status.salesReport.UNCONFIRMED" /> } };

export const Success: Story = { args: { tone: 'success', children: <T k="status.salesReport.CONFIRMED" /> } };

export const Warning: Story = { args: { tone: 'warning', children: <T k="status.salesReport.UNSUBMITTED" /> } };

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: <T k="status.salesReport.REJECTED" /> },
};

/** All tones side by side; the text carries the meaning, the tone repeats it. */
export const Tones: Story = {
  render: () => (
    <StoryRow $gap={2}>
      {examples.map(({ tone, label }) => (
        <Badge key={tone} tone={tone}>
          <T k={label} />
        </Badge>
      ))}
    </StoryRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tone, label } of examples) {
      await expect(canvas.getByText(text(label))).toHaveAttribute('data-tone', tone);
    }
  },
};

/** In a narrow column a long label is cut with an ellipsis; the title keeps the full text. */
function TruncatedBadge() {
  const { t } = useEppTranslation();
  return (
    <div style={{ width: 90 }}>
      <Badge tone="error" title={t('status.salesReport.REJECTED')}>
        {t('status.salesReport.REJECTED')}
      </Badge>
    </div>
  );
}

export const Truncated: Story = { render: () => <TruncatedBadge /> };
