import type { PackageTest } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { ApiTestMeasurementForm } from '@epp/widgets/test-measurement-form';
import { useState } from 'react';
import { styled } from 'styled-components';
import { TestDisclosure } from '../../packages';
import { ConfirmTestDialog } from './confirm-test-dialog';
import * as styles from './package-details.styles';

const Actions = styled.div`
  ${styles.testActions}
`;

const K = 'screens.operator.packageDetails.testing';

export interface TestItemProps {
  test: PackageTest;
  /** Its number in the package's history, oldest first. */
  number: number;
}

/**
 * One test of the package (spec §4 "Package test") in its disclosure (collapsed once confirmed): the
 * measurement form (submit or update), and for a tested, unconfirmed one "Kinnita test".
 */
export function TestItem({ test, number }: TestItemProps) {
  const { t } = useEppTranslation();
  const isUnconfirmed = test.tested_at !== null && test.confirmed_at === null;
  const [isConfirming, setConfirming] = useState(false);
  return (
    <TestDisclosure
      test={test}
      number={number}
      beside={isConfirming && <ConfirmTestDialog test={test} isOpen onOpenChange={setConfirming} />}
    >
      {(nameId) => (
        <>
          <ApiTestMeasurementForm test={test} headingLevel={3} labelledById={nameId} />
          {isUnconfirmed && (
            <Actions>
              <Button variant="primary" onPress={() => setConfirming(true)}>
                {t(`${K}.confirm`)}
              </Button>
            </Actions>
          )}
        </>
      )}
    </TestDisclosure>
  );
}
