import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import * as styles from '../shell/app-shell/shell-frame.styles';

// Its own entry (@epp/screens/shell-skeleton), apart from the shell: the portal draws it from its first chunk while
// the shell's code, the signed-in texts and the current user load, so it must weigh next to nothing (/login
// carries it; issue #17's budget): no placeholders of its own, only the shell's frame styles, so the real shell
// lands on the same lines.

const Root = styled.div`
  ${styles.root}
`;
const Frame = styled.div`
  ${styles.frame}
`;
const Sidebar = styled.div`
  ${styles.sidebar}
`;
const Main = styled.div`
  ${styles.main}
`;
const Header = styled.div`
  ${styles.header}
  min-height: 64px;
`;
const Content = styled.div`
  ${styles.content}
`;

export interface ShellSkeletonProps {
  /** What the content area shows meanwhile: the portal's labelled spinner. */
  children: ReactNode;
}

/**
 * The signed-in page's frame before anything of it has loaded: the sidebar, the header bar and the content area
 * where the shell will draw them (any role: the role is not known yet), with the loading indicator in the content
 * instead of a spinner on a blank page. The empty frame is hidden from assistive technology; the indicator speaks.
 */
export function ShellSkeleton({ children }: ShellSkeletonProps) {
  return (
    <Root data-testid="shell-skeleton">
      <Frame>
        <Sidebar aria-hidden="true" />
        <Main>
          <Header aria-hidden="true" />
          <Content>{children}</Content>
        </Main>
      </Frame>
    </Root>
  );
}
