import { styled } from 'styled-components';

/** Story examples side by side, wrapping, centred on one line: the gallery layout of the component stories. */
export const StoryRow = styled.div<{ $gap?: 2 | 3 }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;
