// A package's tests as the operator's package details and the partner's expanded rows show them (spec operator
// §4 "Package test": once confirmed a test is read-only and collapsed by default), so both read the same.
import type { PackageTest } from '@epp/api/schemas';
import { formatDisplayDate, isoDateInTimeZone } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { StatusBadge } from '@epp/widgets/status-badge';
import { type ReactNode, useId, useState } from 'react';
import { css, styled } from 'styled-components';

/** The tests of a package, one under the other; each item a `TestDisclosure`. */
export const TestDisclosureList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const disclosure = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    cursor: pointer;
    list-style: none;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    padding: ${({ theme }) => theme.space[1]} 0;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The disclosure's own marker: a flex summary loses the browser's. */
  summary::before {
    content: '▸';
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[open] > summary::before {
    content: '▾';
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;
const Item = styled.details`
  ${disclosure}
`;
/** A test's quiet facts beside its title (when tested, when confirmed). */
const Facts = styled.span`
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The operator's words for a test's summary; the partner's rows show the same test the same way.
const K = 'screens.operator.packageDetails.testing';

/** A server moment (ISO 8601) as DD.MM.YYYY in Tallinn; a value that is no moment is shown as it is. */
function dayText(moment: string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : formatDisplayDate(isoDateInTimeZone(date));
}

export interface TestDisclosureProps {
  test: PackageTest;
  /** Its number in the package's history, oldest first ("Test 2"). */
  number: number;
  /**
   * What the open disclosure shows (the measurement form, actions), given the id of the summary's name for the
   * form's own name. Mounted only while open: a collapsed confirmed test costs no form.
   */
  children: (nameId: string) => ReactNode;
  /** Kept in the item but outside the disclosure, e.g. a dialog that must stay when it is collapsed. */
  beside?: ReactNode;
}

/**
 * One test of a package: a disclosure named by its number, with its result badge and dates ("tested
 * 12.11.2026, confirmed 14.11.2026", or "(unconfirmed)"). A confirmed test starts collapsed (it is read-only);
 * an open or unconfirmed one starts open, its form at hand.
 */
export function TestDisclosure({ test, number, children, beside }: TestDisclosureProps) {
  const { t } = useEppTranslation();
  const isConfirmed = test.confirmed_at !== null;
  const isTested = test.tested_at !== null;
  const [isOpen, setOpen] = useState(!isConfirmed);
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
        {isOpen && children(nameId)}
      </Item>
      {beside}
    </li>
  );
}
