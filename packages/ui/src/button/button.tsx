import { useEppTranslation } from '@epp/i18n';
import type { ReactNode, Ref } from 'react';
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
