import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import * as styles from './profile-sections.styles';

const List = styled.dl`
  ${styles.facts}
`;

/** One fact of a read-only section: its label and value (a dash when the server has none). */
export interface Fact {
  label: string;
  /** Text, or a part such as a tag; a dash when empty. */
  value: ReactNode;
}

/** A section's facts as a description list. */
export function FactsList({ facts }: { facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </List>
  );
}
