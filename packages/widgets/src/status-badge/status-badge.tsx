import { type Audience, type StatusFamily, statusTone, statusValueOf } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Badge, VisuallyHidden } from '@epp/ui';
import { statusLabelKey } from './status-labels';

export interface StatusBadgeProps {
  /** Which status family the value belongs to (sales report, contract, invoice, package, ...). */
  family: StatusFamily;
  /** The status as the server gives it: a value ("SUBMITTED", "Paid"), a package status id, a test result. */
  value: string | number | null | undefined;
  /** Clients and administrators see some statuses in different tones (sales reports, contracts). */
  audience?: Audience;
  /**
   * The server's label of a `{ value, label }` status. Shown for package statuses (the spec does not name
   * them) and for values our map does not know; a known value shows our et/en label.
   */
  label?: string;
}

/**
 * A status as a badge, for every status family: the tone from @epp/core's `statusTone` (per audience), the
 * text in the interface language. No status at all (an rPET report without one) shows a dash.
 */
export function StatusBadge({ family, value, audience = 'client', label }: StatusBadgeProps) {
  const { t } = useEppTranslation();
  const known = statusValueOf(family, value);
  const key = statusLabelKey(family, known);
  const text = key ? t(key) : (label ?? (value === null || value === undefined ? '' : String(value)));
  if (text === '') {
    return (
      <span title={t('status.none')}>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('status.none')}</VisuallyHidden>
      </span>
    );
  }
  return <Badge tone={statusTone(family, value, audience)}>{text}</Badge>;
}
