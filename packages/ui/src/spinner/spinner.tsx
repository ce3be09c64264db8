import { useEppTranslation } from '@epp/i18n';
import { ProgressBar } from 'react-aria-components';
import { styled } from 'styled-components';
import { type SpinnerSize, spinnerCircle, spinnerLabel, spinnerRoot } from './spinner.styles';

export interface SpinnerProps {
  /** What is loading, e.g. "Pakendite laadimine…". Defaults to a generic "Laadimine…". */
  label?: string;
  /** Show the label next to the spinner; otherwise it is only the accessible name. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

const Root = styled(ProgressBar)`
  ${spinnerRoot}
`;

const Circle = styled.span<{ $size: SpinnerSize }>`
  ${spinnerCircle}
`;

const Label = styled.span`
  ${spinnerLabel}
`;

/** An indeterminate progress indicator (role=progressbar) that always has an accessible name. */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  const { t } = useEppTranslation();
  const name = label ?? t('ui.spinner.label');
  return (
    <Root isIndeterminate aria-label={name} data-size={size}>
      <Circle $size={size} aria-hidden="true" />
      {showLabel && <Label aria-hidden="true">{name}</Label>}
    </Root>
  );
}
