import { css } from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

export const modalOverlay = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(22, 32, 37, 0.5);
  ${({ theme }) => theme.media.motionAllowed} {
    &[data-entering] {
      animation: epp-modal-fade 150ms ease-out;
    }
  }
  @keyframes epp-modal-fade {
    from { opacity: 0; }
  }
`;

// The shadow vanishes in forced colours; a border keeps the modal's edge.
export const modalSurface = css<{ $size: ModalSize }>`
  display: flex;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space[4]});
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  ${({ theme }) => theme.media.forcedColors} {
    border: 1px solid CanvasText;
  }
`;
