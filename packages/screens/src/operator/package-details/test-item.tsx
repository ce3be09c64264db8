import type { PackageTest } from '@epp/api/schemas';
import { formatDisplayDate, isoDateInTimeZone } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { ApiTestMeasurementForm } from '@epp/widgets/test-measurement-form';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { ConfirmTestDialog } from './confirm-test-dialog';
import * as styles from './package-details.styles';

const Item = styled.details`
  ${styles.testItem}
`;
const Facts = styled.span`
  ${styles.testFacts}
`;
const Actions = styled.div`
  ${styles.testActions}
`;

const K = 'screens.operator.packageDetails.testing';

/** A server moment (ISO 8601) as DD.MM.YYYY in Tallinn; a value that is no moment is shown as it is. */
function dayText(moment: string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : formatDisplayDate(isoDateInTimeZone(date));
}

export interface TestItemProps {
  test: PackageTest;
  /** Its number in the package's history, oldest first. */
  number: number;
}

/**
 * One test of the package (spec §4 "Package test"): a disclosure named by its number, result badge and dates.
 * A confirmed test is read-only and collapsed at first; an open one shows the measurement form (submit or
 * update), and a tested, unconfirmed one "(kinnitamata)" with "Kinnita test".
 */
export function TestItem({ test, number }: TestItemProps) {
  const { t } = useEppTranslation();
  const isConfirmed = test.confirmed_at !== null;
  const isTested = test.tested_at !== null;
  const [isOpen, setOpen] = useState(!isConfirmed);
  const [isConfirming, setConfirming] = useState(false);
  const nameId = useId();
  return (
    <li>
      <Item open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span id={nameId}>{t(`${K}.test`, { number })}</span>
          <StatusBadge family="testResult" value={isTested ? test.status : null} />
          <Facts>
            {test.tested_at ? t(`${K}.testedAt`, { date: dayText(test.tested_at) }) : t(`${K}.untested`)}
            {test.confirmed_at && `, ${t(`${K}.confirmedAt`, { date: dayText(test.confirmed_at) })}`}
            {isTested && !isConfirmed && ` ${t(`${K}.unconfirmed`)}`}
          </Facts>
        </summary>
        {isOpen && <ApiTestMeasurementForm test={test} headingLevel={3} labelledById={nameId} />}
        {isTested && !isConfirmed && (
          <Actions>
            <Button variant="primary" onPress={() => setConfirming(true)}>
              {t(`${K}.confirm`)}
            </Button>
          </Actions>
        )}
      </Item>
      {isConfirming && <ConfirmTestDialog test={test} isOpen onOpenChange={setConfirming} />}
    </li>
  );
}
