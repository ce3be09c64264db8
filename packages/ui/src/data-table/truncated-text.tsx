import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Cut = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A narrow column's text on one line, cut with an ellipsis at `maxWidth`. The whole text becomes the element's
 * tooltip (`title`) when the pointer reaches a cell that is actually cut, so uncut cells carry no duplicate.
 */
export function TruncatedText({ maxWidth, children }: { maxWidth: string; children: ReactNode }) {
  return (
    <Cut
      style={{ maxWidth }}
      onPointerEnter={(event) => {
        const element = event.currentTarget;
        if (element.scrollWidth > element.clientWidth) element.title = element.textContent ?? '';
        else element.removeAttribute('title');
      }}
    >
      {children}
    </Cut>
  );
}
