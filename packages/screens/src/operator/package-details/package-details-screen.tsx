import { isApiError } from '@epp/api/client';
import { useReturnReport } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Card, Skeleton, SkeletonGroup } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { styled } from 'styled-components';
import { createScreen, ScreenLayout } from '../../kit';
import { routes } from '../../routes/route-table';
import * as styles from './package-details.styles';

export interface PackageDetailsScreenProps {
  /** The record's id, from the address (/registry/package/:id); NaN where malformed, which is "not found". */
  id: number;
}

const Fields = styled.dl`
  ${styles.fields}
`;

// TODO(new:screen): say what this screen shows (route /registry/package/:id, its spec section), and give its texts in
// packages/i18n/src/locales/{et,en}/screens.operator.json their own words (generic ones stand in).
/** /registry/package/:id: one record, read only; "not found" for an id with none; a failure's reason with a retry. */
export const PackageDetailsScreen = createScreen<PackageDetailsScreenProps>('PackageDetailsScreen', PackageDetails);

function PackageDetails({ id }: PackageDetailsScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  // TODO(new:screen): a placeholder source (a return report): read this screen's own endpoint.
  const query = useReturnReport({ params: { id } });
  const record = query.data;
  const isNotFound = isApiError(query.error) && query.error.status === 404;

  return (
    <ScreenLayout title={routes.operator.packageDetails.title.map((key) => t(key))}>
      {isNotFound && <Alert tone="error" title={t('screens.operator.packageDetails.notFound')} />}
      {query.isError && !isNotFound && (
        <Alert tone="error" title={failureText('screens.operator.packageDetails.loadError', query.error)}>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      )}
      {!query.isError && (
        <Card title={t('screens.operator.packageDetails.details')}>
          {record ? (
            <Fields>
              <dt>{t('screens.operator.packageDetails.fields.period')}</dt>
              <dd>{record.period_formatted}</dd>
              <dt>{t('screens.operator.packageDetails.fields.client')}</dt>
              <dd>{record.client.name}</dd>
            </Fields>
          ) : (
            <SkeletonGroup>
              <Skeleton lines={2} width="16em" />
            </SkeletonGroup>
          )}
        </Card>
      )}
    </ScreenLayout>
  );
}
