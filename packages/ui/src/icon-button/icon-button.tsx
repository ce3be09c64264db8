import type { ReactElement, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonVariant, buttonBase, buttonVariants } from '../button/button.styles';
import { iconButtonShape, iconButtonSizes } from './icon-button.styles';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'> {
  /** The name of the action, e.g. "Sulge". Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  /** The icon, e.g. `<CloseIcon />`; it is decorative, the label names the action. */
  children: ReactElement;
  /** The same variants as Button; ghost (no fill) by default, as icon buttons mostly sit in toolbars and rows. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const StyledIconButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  ${iconButtonShape}
  ${({ $size }) => iconButtonSizes[$size]}
  ${({ $variant }) => buttonVariants[$variant]}
`;

/** A button that shows only an icon. Its accessible name comes from the required `aria-label`. */
export function IconButton({ variant = 'ghost', size = 'md', children, ...props }: IconButtonProps) {
  return (
    <StyledIconButton $variant={variant} $size={size} {...props}>
      {children}
    </StyledIconButton>
  );
}
