import { PageTitle, type PageTitleProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { text, useStoryTranslation } from '../support/text';

function DemoPageTitle(props: Omit<PageTitleProps, 'labels'> & { withPeriod?: boolean }) {
  const { t } = useStoryTranslation();
  const { withPeriod, ...rest } = props;
  return (
    <PageTitle
      {...rest}
      labels={[t('demo.nav.reports'), t('demo.nav.salesReport')]}
      suffix={withPeriod ? t('demo.nav.period') : undefined}
    />
  );
}

const meta = {
  title: 'UI/PageTitle',
  component: PageTitle,
  args: { labels: [] },
  argTypes: { labels: { control: false } },
  render: (args) => <DemoPageTitle documentTitle={args.documentTitle} />,
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

const joined = (...parts: string[]) => parts.join(' · ');

/** The route labels joined with a middle dot, as the page's one h1. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(joined(text('demo.nav.reports'), text('demo.nav.salesReport')));
  },
};

/** With a suffix (the report's period) as the last part. */
export const WithSuffix: Story = {
  render: () => <DemoPageTitle withPeriod />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      joined(text('demo.nav.reports'), text('demo.nav.salesReport'), text('demo.nav.period')),
    );
  },
};

/** Also sets the browser tab's title, here followed by a site name. */
export const DocumentTitle: Story = {
  args: { documentTitle: 'EPP' },
  play: async () => {
    await waitFor(() =>
      expect(document.title).toBe(joined(text('demo.nav.reports'), text('demo.nav.salesReport'), 'EPP')),
    );
  },
};
