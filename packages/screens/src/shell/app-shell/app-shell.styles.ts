import { css } from 'styled-components';
import { LG, MD } from './shell-frame.styles';

// The frame's own styles (root, grid, sidebar, main, header, content) are in shell-frame.styles.ts, shared with
// the skeleton the portal draws before the shell loads.
export { content, frame, header, main, root, sidebar } from './shell-frame.styles';

/** The full list shows docked (≥ 1200); the icon list minimized (992–1199). */
export const dockedOnly = css`
  display: none;
  @container epp-shell (min-width: ${LG}px) {
    display: block;
  }
`;

export const minimizedOnly = css`
  display: none;
  @container epp-shell (min-width: ${MD}px) and (max-width: ${LG - 0.02}px) {
    display: block;
  }
`;

/** The header's role selector, language switch and log out: in the header from 992 px, else in the drawer. */
export const wideOnly = css`
  display: none;
  @container epp-shell (min-width: ${MD}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const narrowOnly = css`
  display: flex;
  @container epp-shell (min-width: ${MD}px) {
    display: none;
  }
`;

export const brand = css`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.2;
`;

export const brandShort = css`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const menuButton = css`
  align-items: center;
  padding-left: ${({ theme }) => theme.space[2]};
`;

/**
 * Above the client footer, the content is at least the viewport's height: the footer starts below the fold, so it
 * does not move in sight when the page's content arrives (a layout shift, CLS) while the page loads its data.
 */
export const contentAboveFooter = css`
  min-height: 100vh;
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const drawerTop = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const drawerActions = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
