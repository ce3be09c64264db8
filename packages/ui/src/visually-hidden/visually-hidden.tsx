import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden, visuallyHiddenFocusable } from './visually-hidden.styles';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `div` when the hidden content holds blocks (a list, paragraphs); `span` for inline text. */
  as?: 'span' | 'div';
  /** Shows the content while it (or something inside it) has focus, e.g. a "skip to content" link. */
  isFocusable?: boolean;
  id?: string;
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

const HiddenUntilFocused = styled.span`
  ${visuallyHiddenFocusable}
`;

/** Text for screen readers only: a label for an icon, the tone of an alert, "no data" behind a dash. */
export function VisuallyHidden({ children, as = 'span', isFocusable = false, id }: VisuallyHiddenProps) {
  const Element = isFocusable ? HiddenUntilFocused : Hidden;
  return (
    <Element as={as} id={id}>
      {children}
    </Element>
  );
}
