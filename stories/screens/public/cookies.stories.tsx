import { CookiesScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

const meta = {
  title: 'Screens/Public/Cookies',
  component: CookiesScreen,
  decorators: [withScreen],
  args: { ...publicCookies },
  parameters: { layout: 'fullscreen', screen: { path: '/cookies' } },
} satisfies Meta<typeof CookiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cookie table: consent (30 days), the legacy consent, CSRF (1 year) and the session cookie. */
export const CookieTable: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: text('screens.public.cookies.caption') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(text('screens.public.cookies.days30'));
    await expect(rows[3]).toHaveTextContent(text('screens.public.cookies.year1'));
    await expect(rows[4]).toHaveTextContent(text('screens.public.cookies.session'));
  },
};
