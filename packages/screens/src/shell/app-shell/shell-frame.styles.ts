import { css } from 'styled-components';

// The layout follows the shell's own width (a container query on its root), not the window's, so a story
// frame of 800 / 1100 / 1280 px shows each layout: < 992 slide-open drawer, 992–1199 minimized, ≥ 1200 docked.
export const MD = 992;
export const LG = 1200;

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

export const main = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// The PageHeader bar fills the rest; the header draws the one bottom line for both.
export const header = css`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & > :last-child {
    flex: 1;
    min-width: 0;
    border-bottom: none;
  }
`;

export const content = css`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
`;
