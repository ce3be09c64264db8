import { AlertGroup, AlertProvider, Button, useAlerts } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { T, text, useStoryTranslation } from '../support/text';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 560px;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What a screen does: push alerts from its own handlers; the stack lives in the page layout. */
function DemoScreen() {
  const { t } = useStoryTranslation();
  const alerts = useAlerts();
  return (
    <Row>
      <Button
        variant="secondary"
        onPress={() =>
          alerts.push({
            tone: 'error',
            title: t('demo.alert.importFailed'),
            lines: [t('demo.alert.eanRegistered'), t('demo.alert.eanUnknown')],
          })
        }
      >
        <T k="demo.alert.pushError" />
      </Button>
      <Button
        variant="secondary"
        onPress={() => alerts.push({ tone: 'success', title: t('demo.alert.importSucceeded') })}
      >
        <T k="demo.alert.pushSuccess" />
      </Button>
    </Row>
  );
}

function AlertGroupDemo() {
  return (
    <AlertProvider>
      {/* The buttons come first so that pushing an alert does not move them from under the pointer. */}
      <Page>
        <DemoScreen />
        <AlertGroup />
      </Page>
    </AlertProvider>
  );
}

const meta = {
  title: 'UI/AlertGroup',
  component: AlertGroupDemo,
  // The docs page describes the component; the meta's component is the stories' demo wrapper.
  parameters: {
    docs: {
      description: {
        component:
          "The page's alert stack (`AlertGroup`, fed by `AlertProvider` / `useAlerts`): newest first, each alert dismissible. Every alert announces itself as it appears (role=alert for errors, role=status for the rest); when the focused close button goes away, focus moves to the next alert's close button or to the stack, never lost to the top of the page.",
      },
    },
  },
} satisfies Meta<typeof AlertGroupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say: the stack is empty and takes no space. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Pushed alerts stack newest first; the error is role=alert, the success role=status. */
export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('demo.alert.pushError') }));
    await userEvent.click(canvas.getByRole('button', { name: text('demo.alert.pushSuccess') }));
    const error = canvas.getByRole('alert');
    const success = canvas.getByRole('status');
    await expect(error).toHaveTextContent(text('demo.alert.eanRegistered'));
    await expect(success).toHaveTextContent(text('demo.alert.importSucceeded'));
    // The newest (success) is above the older error.
    await expect(success.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/**
 * Keyboard dismissal: the focused close button's alert goes, focus moves to the next alert's close button,
 * and after the last one to the stack itself, so the user is never thrown back to the top of the page.
 */
export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('demo.alert.pushError') }));
    await userEvent.click(canvas.getByRole('button', { name: text('demo.alert.pushSuccess') }));
    const [first, second] = canvas.getAllByRole('button', { name: text('ui.alert.dismiss') });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-alert-group]')).toHaveFocus();
  },
};
