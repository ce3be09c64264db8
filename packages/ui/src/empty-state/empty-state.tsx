import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { emptyStateRoot, emptyStateText, emptyStateTitle } from './empty-state.styles';

export interface EmptyStateProps {
  /** What is missing, e.g. "Ükski pakend ei vasta otsingutingimustele.". */
  title: ReactNode;
  /** What the user can do about it. */
  text?: ReactNode;
  /** A way forward, e.g. a "Tühjenda otsing" button. */
  action?: ReactNode;
}

const Root = styled.div`
  ${emptyStateRoot}
`;

const Title = styled.p`
  ${emptyStateTitle}
`;

const Text = styled.p`
  ${emptyStateText}
`;

/**
 * Says that a list or view has nothing to show. The message is a polite status, so a search that empties a
 * table is announced; the action stays outside the live region so it is not read out again on each change.
 */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Root>
      <div role="status">
        <Title>{title}</Title>
        {text && <Text>{text}</Text>}
      </div>
      {action}
    </Root>
  );
}
