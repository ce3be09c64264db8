import { PrivacyPolicyScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

const meta = {
  title: 'Screens/Public/PrivacyPolicy',
  component: PrivacyPolicyScreen,
  decorators: [withScreen],
  args: { ...publicCookies },
  parameters: { layout: 'fullscreen', screen: { path: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The static text: personal data kept at most 7 years, payment data 3 years for disputes. */
export const StaticText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('screens.public.privacyPolicy.title'),
    );
    await expect(canvas.getByText(text('screens.public.privacyPolicy.retention'))).toHaveTextContent('7');
    await expect(canvas.getByText(text('screens.public.privacyPolicy.disputes'))).toHaveTextContent('3');
  },
};
