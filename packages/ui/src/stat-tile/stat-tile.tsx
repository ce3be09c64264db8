import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Tone } from '../theme/tokens';
import { VisuallyHidden } from '../visually-hidden';
import { statTileHint, statTileLabel, statTileRoot, statTileValue } from './stat-tile.styles';

export interface StatTileProps {
  /** What the figure is, e.g. "Tähtaja ületanud arved". */
  label: ReactNode;
  /** The figure, already formatted (money, count, month). `null` or `undefined`: no data, shown as a dash. */
  value: ReactNode | null | undefined;
  /** Draws attention (e.g. warning when reports are overdue); the label and hint must still say why. */
  tone?: Tone;
  /** A short note under the value. */
  hint?: ReactNode;
}

const Root = styled.dl<{ $tone: Tone }>`
  ${statTileRoot}
`;

const Label = styled.dt`
  ${statTileLabel}
`;

const Value = styled.dd<{ $tone: Tone }>`
  ${statTileValue}
`;

const Hint = styled.dd`
  ${statTileHint}
`;

/** One key figure with its label: a description list, so the label and value are read together. */
export function StatTile({ label, value, tone = 'default', hint }: StatTileProps) {
  const { t } = useEppTranslation();
  const hasValue = value !== null && value !== undefined && value !== '';
  return (
    <Root $tone={tone} data-tone={tone}>
      <Label>{label}</Label>
      <Value $tone={tone}>
        {hasValue ? (
          value
        ) : (
          <>
            {/* A dash alone is read as "dash" or not at all; say that there is no data. */}
            <span aria-hidden="true">–</span>
            <VisuallyHidden>{t('ui.statTile.noValue')}</VisuallyHidden>
          </>
        )}
      </Value>
      {hint && <Hint>{hint}</Hint>}
    </Root>
  );
}
