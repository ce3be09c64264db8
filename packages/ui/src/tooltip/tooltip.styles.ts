import { css } from 'styled-components';

// max-content: the bubble sizes to its text, not to the (possibly narrow) element it is portalled into.
export const tooltipBubble = css`
  width: max-content;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  ${({ theme }) => theme.media.motionAllowed} {
    &[data-entering] {
      animation: epp-tooltip-fade 120ms ease-out;
    }
  }
  @keyframes epp-tooltip-fade {
    from { opacity: 0; }
  }
  ${({ theme }) => theme.media.forcedColors} {
    border: 1px solid CanvasText;
  }
`;

export const tooltipArrow = css`
  & svg {
    display: block;
    fill: ${({ theme }) => theme.colors.text};
  }
  &[data-placement='bottom'] svg { transform: rotate(180deg); }
  &[data-placement='left'] svg { transform: rotate(-90deg); }
  &[data-placement='right'] svg { transform: rotate(90deg); }
`;
