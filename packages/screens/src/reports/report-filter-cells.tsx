// A filter bar cell two fields wide, for a month range: its two ends ("Alates", "Kuni") side by side, as the
// FilterBar's own FilterRange lays them out (and the whole row where only one column fits).
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Wide = styled.div`
  grid-column: span 2;
  min-width: 0;
  @container filter-slots (width < 416px) {
    grid-column: 1 / -1;
  }
`;

export function WideFilterCell({ children }: { children: ReactNode }) {
  return <Wide>{children}</Wide>;
}
