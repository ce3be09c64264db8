import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { tooltipArrow, tooltipBubble } from './tooltip.styles';

export interface TooltipProps {
  /** The extra information, e.g. "Parameetrid sünkroniseeritud". Never the only place of essential text. */
  content: ReactNode;
  /**
   * The trigger: a react-aria focusable element (our Button, IconButton, Link, or a react-aria `Focusable`
   * around a focusable element), so the tooltip opens on keyboard focus as well as on hover.
   */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms before opening; focus opens at once. */
  delay?: number;
  isDisabled?: boolean;
  /** Where the tooltip is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
  portalContainer?: Element;
}

const Bubble = styled(AriaTooltip)`
  ${tooltipBubble}
`;

const Arrow = styled(OverlayArrow)`
  ${tooltipArrow}
`;

/**
 * A short description shown on hover and on keyboard focus (react-aria TooltipTrigger): it describes the
 * trigger (aria-describedby), Escape closes it, and it never holds anything interactive.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  portalContainer,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <Bubble placement={placement} offset={8} UNSTABLE_portalContainer={portalContainer}>
        <Arrow>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </Arrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
