import { useEppTranslation } from '@epp/i18n';
import { clearAnnouncer } from '@react-aria/live-announcer';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, ProgressBar } from 'react-aria-components';
import { styled } from 'styled-components';
import { useHydrated } from '../hooks/use-hydrated';
import { type ButtonSize, type ButtonVariant, buttonBase, buttonSizes, buttonVariants, spinner } from './button.styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visual weight: primary for the main action of a view, danger for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Loading: the button keeps its focus and label, shows a spinner, announces the change and ignores
   * presses, so a submit cannot fire twice.
   */
  isPending?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  ${({ $size }) => buttonSizes[$size]}
  ${({ $variant }) => buttonVariants[$variant]}
`;

const Spinner = styled.span`
  ${spinner}
`;

/**
 * A submit button stays disabled while its page is server-rendered HTML without its scripts: a press then
 * would send the form the browser's way (a GET of the same page), not the form's.
 */
export function Button({ variant = 'primary', size = 'md', isPending = false, children, ...props }: ButtonProps) {
  const { t } = useEppTranslation();
  const hydrated = useHydrated();
  const waitsForScripts = props.type === 'submit' && !hydrated;
  useClearPendingAnnouncementOnUnmount(isPending);
  return (
    <StyledButton
      $variant={variant}
      $size={size}
      isPending={isPending}
      {...props}
      isDisabled={props.isDisabled || waitsForScripts}
    >
      {isPending && (
        <ProgressBar isIndeterminate aria-label={t('ui.button.pending')}>
          <Spinner aria-hidden="true" />
        </ProgressBar>
      )}
      {children}
    </StyledButton>
  );
}

/**
 * react-aria says a focused button's pending change, and its end, by a live-region entry that points at the button
 * (aria-labelledby) for a few seconds. A button that goes away meanwhile (a login that navigates, a dialog that
 * closes) would leave that entry pointing at nothing: an unnamed image to a screen reader (axe role-img-alt). So a
 * button that has been pending takes the assertive entries with it when it unmounts. (`clearAnnouncer` directly,
 * not the kit's announcer module: /login has no bytes to spare, budgets.json.)
 */
function useClearPendingAnnouncementOnUnmount(isPending: boolean) {
  const hasBeenPending = useRef(false);
  if (isPending) hasBeenPending.current = true;
  useEffect(
    () => () => {
      if (hasBeenPending.current) clearAnnouncer('assertive');
    },
    [],
  );
}
