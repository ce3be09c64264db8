import { css } from 'styled-components';

// Backgrounds are dropped in forced colours; an outline keeps the placeholder's shape visible.
export const skeletonShape = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.disabledBackground} 0%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.disabledBackground} 100%
  );
  background-size: 200% 100%;
  animation: epp-skeleton-shimmer 1.6s ease-in-out infinite;
  @keyframes epp-skeleton-shimmer {
    from { background-position: 100% 0; }
    to { background-position: -100% 0; }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  ${({ theme }) => theme.media.forcedColors} {
    outline: 1px solid GrayText;
    outline-offset: -1px;
  }
`;

export const skeletonLines = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One line of text: 1em high, the last line of a paragraph shorter so it reads as text. */
export const skeletonLine = css`
  ${skeletonShape}
  height: 1em;
  &:last-child:not(:first-child) {
    width: 60%;
  }
`;

export const skeletonGroup = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
