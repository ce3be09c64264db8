import { handlersFor, scenarios } from '@epp/fixtures';
import { DashboardScreen } from '@epp/screens/client';
import { LoginScreen } from '@epp/screens/public';
import { Alert, Badge, Button, Checkbox, Radio, RadioGroup, Switch, TextField } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { publicCookies } from '../screens/public/public-story';
import { PackageTable } from '../support/package-table-demos';
import { withScreen } from '../support/screen-frame';
import { T, text } from '../support/text';

// Windows high contrast: Chromium emulates `forced-colors: active` for every story here (parameters.forcedColors,
// .storybook/forced-colors.ts), so the system colours replace the theme's. What must survive: every control's
// outline, the focus ring, selected and checked states, disabled text, the alerts' and badges' borders.

const meta = {
  title: 'Visual/ForcedColors',
  parameters: { forcedColors: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const column = { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 520 } as const;
const row = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const;

/** The media feature is on: the page is seen as a high-contrast user sees it. */
const expectForcedColors = () => expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);

/** Buttons (each variant, disabled), a filled and an invalid field, a checkbox, a switch and radios; focus on a button. */
export const Controls: Story = {
  render: () => (
    <div style={column}>
      <div style={row}>
        <Button variant="primary">
          <T k="common.actions.save" />
        </Button>
        <Button variant="secondary">
          <T k="common.actions.cancel" />
        </Button>
        <Button variant="danger">
          <T k="common.actions.delete" />
        </Button>
        <Button variant="primary" isDisabled>
          <T k="common.actions.retry" />
        </Button>
      </div>
      <TextField label={<T k="demo.fields.productName" />} defaultValue="Põhjala Õunasiider 0,5 l" />
      <TextField label={<T k="demo.fields.weightLong" />} isRequired errorMessage={<T k="demo.fields.weightError" />} />
      <Checkbox defaultSelected>
        <T k="demo.fields.acceptTerms" />
      </Checkbox>
      <Switch defaultSelected>
        <T k="demo.fields.emailNotifications" />
      </Switch>
      <RadioGroup label={<T k="demo.fields.signMethod" />} defaultValue="smartId">
        {(['mobileId', 'smartId', 'idCard'] as const).map((method) => (
          <Radio key={method} value={method}>
            <T k={`demo.options.signMethods.${method}`} />
          </Radio>
        ))}
      </RadioGroup>
    </div>
  ),
  play: async () => {
    await expectForcedColors();
    // The keyboard's focus ring must show in high contrast too.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: text('common.actions.save') })).toHaveFocus();
  },
};

/** Alerts of each tone and badges of each tone: the borders carry the shape once the colours are gone. */
export const Feedback: Story = {
  render: () => (
    <div style={column}>
      <Alert tone="error" title={<T k="demo.alert.importFailed" />} />
      <Alert tone="warning" title={<T k="demo.alert.unsynced" />} />
      <Alert tone="success" title={<T k="demo.alert.importSucceeded" />} />
      <Alert tone="info" title={<T k="demo.alert.paymentPending" />} />
      <div style={row}>
        {(['default', 'info', 'success', 'warning', 'error'] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
    </div>
  ),
  play: expectForcedColors,
};

/** The data table: headers, the sort indicator, muted rows, pagination. */
export const DataTable: Story = {
  render: () => <PackageTable count={8} isRowMuted={(item) => item.status === 'rejected'} />,
  play: expectForcedColors,
};

/** The public login page, the first a user sees. */
export const LoginPage: Story = {
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/login' },
    msw: { handlers: handlersFor(scenarios.loggedOut) },
  },
  render: () => <LoginScreen {...publicCookies} />,
  play: async () => {
    await expectForcedColors();
    await screen.findByRole('tab', { name: text('screens.public.login.mobileId') });
  },
};

/** The client's dashboard, the first page after login: cards, figures, the chart and the lists. */
export const Dashboard: Story = {
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/dashboard' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
  render: () => <DashboardScreen />,
  play: async () => {
    await expectForcedColors();
    await screen.findByRole('img', { name: text('screens.client.dashboard.statistics.chartTitle') });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  },
};
