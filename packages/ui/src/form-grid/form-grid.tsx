import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { formGrid, formGridFieldset, formGridLegend, formGridWide } from './form-grid.styles';

export interface FormGridProps {
  /** The fields, two to a row in their order; wrap one in `FormGridCell wide` to give it the whole row. */
  children: ReactNode;
  /** Names the group: the grid becomes a `<fieldset>` with this `<legend>` across its first row. */
  legend?: ReactNode;
  /** With a legend: disables every field of the group at once (the fieldset's `disabled`). */
  isDisabled?: boolean;
}

export interface FormGridCellProps {
  children: ReactNode;
  /** Across the whole row (a name, a comment, a radio group with long options). */
  wide?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const Grid = styled.div`
  ${formGrid}
`;
const Fieldset = styled.fieldset`
  ${formGrid}
  ${formGridFieldset}
`;
const Legend = styled.legend`
  ${formGridLegend}
`;
const Cell = styled.div`
  &[data-wide] {
    ${formGridWide}
  }
`;

/**
 * The kit's one form layout: fields two to a row with the form spacing, top-aligned so a field with a hint or an
 * error does not move its neighbour. Every form with more than a few fields (a package, a test's measures, a
 * user, a contract) lays out through it.
 */
export function FormGrid({ children, legend, isDisabled }: FormGridProps) {
  if (legend === undefined) return <Grid>{children}</Grid>;
  return (
    <Fieldset disabled={isDisabled}>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}

/** One place of the grid: a field (or a field with what belongs under it), half a row or, `wide`, a whole row. */
export function FormGridCell({ children, wide = false, ref }: FormGridCellProps) {
  return (
    <Cell ref={ref} data-wide={wide ? '' : undefined}>
      {children}
    </Cell>
  );
}
