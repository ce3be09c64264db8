import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { fieldDescription, fieldLabel } from '../field/field.styles';
import type { FieldLabelling } from '../field/field-props';
import { visuallyHidden } from '../visually-hidden/visually-hidden.styles';
import { rangeEnds, rangeGroup, rangeLegend } from './range-picker.styles';

const Fieldset = styled.fieldset`
  ${rangeGroup}
`;
const Legend = styled.legend<{ $hidden: boolean }>`
  ${fieldLabel}
  ${rangeLegend}
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
const Ends = styled.div`
  ${rangeEnds}
`;
const Description = styled.p`
  ${fieldDescription}
  margin: 0;
`;

export interface RangeGroupProps extends FieldLabelling {
  description?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every range picker: one name for the pair (a fieldset's legend, read before each end's own
 * label "Alates" / "Kuni"), the two ends side by side, and a hint under them.
 */
export function RangeGroup({ label, isLabelHidden = false, description, children }: RangeGroupProps) {
  const descriptionId = useId();
  return (
    <Fieldset aria-describedby={description === undefined ? undefined : descriptionId}>
      <Legend $hidden={isLabelHidden}>{label}</Legend>
      <Ends>{children}</Ends>
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
    </Fieldset>
  );
}
