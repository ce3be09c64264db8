import { css } from 'styled-components';

// The layout follows the shell's own width (a container query on its root), not the window's, so a story
// frame of 800 / 1100 / 1280 px shows each layout: < 992 slide-open drawer, 992–1199 minimized, ≥ 1200 docked.
const MD = 992;
const LG = 1200;

export const root = css`
  container-type: inline-size;
  container-name: epp-shell;
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const frame = css`
  display: grid;
  grid-template-columns: 1fr;
  min-height: 100vh;

  @container epp-shell (min-width: ${MD}px) {
    grid-template-columns: 72px minmax(0, 1fr);
  }
  @container epp-shell (min-width: ${LG}px) {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

export const sidebar = css`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  @container epp-shell (min-width: ${MD}px) {
    display: flex;
  }
  @container epp-shell (min-width: ${LG}px) {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
`;

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

export const main = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const header = css`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  /* The PageHeader bar fills the rest; the header draws the one bottom line for both. */
  & > :last-child {
    flex: 1;
    min-width: 0;
    border-bottom: none;
  }
`;

export const menuButton = css`
  align-items: center;
  padding-left: ${({ theme }) => theme.space[2]};
`;

export const content = css`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
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
