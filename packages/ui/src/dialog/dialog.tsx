import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import { useModalIsStatic } from '../modal/modal';
import { dialogBody, dialogFooter, dialogHeader, dialogRoot, dialogTitle } from './dialog.styles';

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** Required: the dialog's accessible name and visible heading. */
  title: ReactNode;
  /** The content; a function receives `close`. */
  children: WithClose;
  /** Footer buttons, right-aligned; a function receives `close`. */
  actions?: WithClose;
  /** `alertdialog` for a dialog that interrupts to ask for a decision (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close button, e.g. when the footer's own Cancel is the only way out. Escape still closes. */
  hideCloseButton?: boolean;
}

const Root = styled(AriaDialog)`
  ${dialogRoot}
`;

const Header = styled.div`
  ${dialogHeader}
`;

const Title = styled(Heading)`
  ${dialogTitle}
`;

const Body = styled.div`
  ${dialogBody}
`;

const Footer = styled.div`
  ${dialogFooter}
`;

const render = (content: WithClose, close: () => void) => (typeof content === 'function' ? content(close) : content);

/**
 * The content of a Modal: a titled dialog (react-aria) with a close button, a scrolling body and a footer.
 * In a static Modal the close button is left out, as nothing may dismiss it.
 */
export function Dialog({ title, children, actions, role = 'dialog', hideCloseButton = false }: DialogProps) {
  const { t } = useEppTranslation();
  const isStatic = useModalIsStatic();
  return (
    <Root role={role}>
      {({ close }) => (
        <>
          <Header>
            <Title slot="title" level={2}>
              {title}
            </Title>
            {!isStatic && !hideCloseButton && (
              <IconButton slot="close" size="sm" aria-label={t('ui.modal.close')} data-dialog-close="">
                <CloseIcon />
              </IconButton>
            )}
          </Header>
          <Body>{render(children, close)}</Body>
          {actions && <Footer>{render(actions, close)}</Footer>}
        </>
      )}
    </Root>
  );
}
