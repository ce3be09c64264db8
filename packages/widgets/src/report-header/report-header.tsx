import type { Audience } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Badge, Skeleton, SkeletonGroup, StatTile, VisuallyHidden } from '@epp/ui';
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { type HeaderModel, headerModel, type ReportHeaderData, type ReportKind } from './header-models';
import * as styles from './report-header.styles';

const Root = styled.section`
  ${styles.root}
`;
const TitleRow = styled.div`
  ${styles.titleRow}
`;
const Title = styled.h2`
  ${styles.title}
`;
const Actions = styled.div`
  ${styles.actions}
`;
const Facts = styled.dl`
  ${styles.facts}
`;
const Totals = styled.ul`
  ${styles.totals}
`;

export interface ReportHeaderLayoutProps {
  model: HeaderModel;
  /** Where the header sits in the page outline; 2 under the page's h1 by default. */
  headingLevel?: 2 | 3;
  /** Buttons beside the title (export, submit, delete, ...). */
  actions?: ReactNode;
}

/**
 * The one layout of every report header: the title with the period, a repair mark and the status badge, the
 * facts as a description list and the totals as stat tiles. The kinds differ only in their field map.
 */
export function ReportHeaderLayout({ model, headingLevel = 2, actions }: ReportHeaderLayoutProps) {
  const { t } = useEppTranslation();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <TitleRow>
        <Title as={`h${headingLevel}`} id={titleId}>
          {t(model.title, { period: model.period })}
          {model.isRepair && ` – ${t('widgets.reportHeader.repair')}`}
        </Title>
        {model.status && (
          <Badge tone={model.status.tone}>
            <VisuallyHidden>{`${t('widgets.reportHeader.fields.status')}: `}</VisuallyHidden>
            {t(model.status.label)}
          </Badge>
        )}
        {actions && <Actions>{actions}</Actions>}
      </TitleRow>
      <Facts>
        {model.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{t(fact.label)}</dt>
            <dd>{fact.value ?? <Dash />}</dd>
          </div>
        ))}
      </Facts>
      {model.totals.length > 0 && (
        <Totals aria-label={t('widgets.reportHeader.totalsTitle')}>
          {model.totals.map((total) => (
            <li key={total.label}>
              <StatTile label={t(total.label)} value={total.value} />
            </li>
          ))}
        </Totals>
      )}
    </Root>
  );
}

function Dash() {
  const { t } = useEppTranslation();
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('ui.statTile.noValue')}</VisuallyHidden>
    </>
  );
}

/** How many facts and totals a kind's skeleton draws, so the header does not jump when the data comes. */
const SKELETON_SHAPE: Record<ReportKind, { facts: number; totals: number }> = {
  sales: { facts: 4, totals: 5 },
  returns: { facts: 3, totals: 0 },
  additionalDeposit: { facts: 4, totals: 5 },
  rpet: { facts: 4, totals: 4 },
};

export type ReportHeaderProps = {
  /** Client and operator see different status tones; some facts (status) are the operator's only. */
  audience?: Audience;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
} & (
  | { data: ReportHeaderData; isLoading?: false }
  /** While loading: the kind says which skeleton to draw. */
  | { data?: undefined; isLoading: true; kind: ReportKind }
);

/**
 * The header block of a sales, return, additional-deposit or rPET report: `data` picks the kind's field map
 * (header-models.ts); while loading, a skeleton in the kind's shape.
 */
export function ReportHeader(props: ReportHeaderProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { audience = 'client', headingLevel, actions } = props;
  if (props.data === undefined) {
    const shape = SKELETON_SHAPE[props.kind];
    return (
      <Root aria-label={t('widgets.reportHeader.loading')}>
        <SkeletonGroup label={t('widgets.reportHeader.loading')}>
          <TitleRow>
            <Skeleton width="40%" />
          </TitleRow>
          <Facts as="div">
            {Array.from({ length: shape.facts }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
              <Skeleton key={index} lines={2} />
            ))}
          </Facts>
          {shape.totals > 0 && (
            <Totals as="div">
              {Array.from({ length: shape.totals }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                <Skeleton key={index} variant="block" height="76px" />
              ))}
            </Totals>
          )}
        </SkeletonGroup>
      </Root>
    );
  }
  return (
    <ReportHeaderLayout
      model={headerModel(props.data, { audience, language })}
      headingLevel={headingLevel}
      actions={actions}
    />
  );
}
