import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Tone } from '../theme/tokens';
import { badge } from './badge.styles';

export interface BadgeProps {
  /** The status tone. The text carries the meaning; the colour only repeats it. */
  tone?: Tone;
  children: ReactNode;
  /** The full text when the visible one may be cut short by a narrow column. */
  title?: string;
}

const StyledBadge = styled.span<{ $tone: Tone }>`
  ${badge}
`;

export function Badge({ tone = 'default', children, title }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} title={title} data-tone={tone}>
      {children}
    </StyledBadge>
  );
}
