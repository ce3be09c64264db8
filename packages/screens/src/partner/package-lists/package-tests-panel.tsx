import { usePackageTests } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Skeleton, VisuallyHidden } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { ApiTestMeasurementForm } from '@epp/widgets/test-measurement-form';
import { styled } from 'styled-components';
import { TestDisclosure, TestDisclosureList } from '../../packages';
import type { PartnerPackageRow } from './partner-package-rows';

export interface PackageTestsPanelProps {
  row: PartnerPackageRow;
  /** The confirmed list shows the tests read-only; elsewhere a test is editable until it is confirmed. */
  isReadOnly: boolean;
}

const Tests = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} 0;
`;

/**
 * A package's tests under its row (GET partner/packages-in-test/{package_id}/), the newest first as the server
 * lists them, each in a TestDisclosure as on the operator's package details: a TestMeasurementForm (PUT
 * partner/test/{test_id} on submit); once confirmed read-only and collapsed at first; "package has no tests" when there are none, the reason and a retry when they fail to load.
 */
export function PackageTestsPanel({ row, isReadOnly }: PackageTestsPanelProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const tests = usePackageTests({ params: { package_id: row.id } });

  if (tests.isPending) {
    return (
      <Tests aria-busy="true">
        <VisuallyHidden>{t('screens.partner.packageLists.testsLoading', { ean: row.ean })}</VisuallyHidden>
        <Skeleton variant="block" height="8rem" />
      </Tests>
    );
  }
  if (tests.error) {
    return (
      <Alert
        tone="error"
        title={failureText('screens.partner.packageLists.testsLoadError', tests.error)}
        onRetry={() => void tests.refetch()}
      />
    );
  }
  if (tests.data.length === 0) {
    return <p>{t('screens.partner.packageLists.noTests')}</p>;
  }
  return (
    <Tests>
      <TestDisclosureList>
        {tests.data.map((test, index) => (
          <TestDisclosure key={test.test_id} test={test} number={tests.data.length - index}>
            {(nameId) => <ApiTestMeasurementForm test={test} isReadOnly={isReadOnly} labelledById={nameId} />}
          </TestDisclosure>
        ))}
      </TestDisclosureList>
    </Tests>
  );
}
