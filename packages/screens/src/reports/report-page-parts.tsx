// Pieces every report detail page shows, whatever the report: Back (to where the user came from, or the
// role's list when the page was opened directly), and why the report is not there (not found, with a link to
// the list; or the load's failure, with a retry). Invoice links are shared by the report lists.
import { isApiError } from '@epp/api/client';
import type { Link as InvoiceLink } from '@epp/api/schemas';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, Button, ChevronLeftIcon, Link, VisuallyHidden } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { actionRow } from '../kit';

const Toolbar = styled.div`
  ${actionRow}
`;

/** Back to the previous page of the app; opened directly (no history in the app), to `listPath`. */
export function ReportBackRow({ listPath, label }: { listPath: string; label: TranslationKey }) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Toolbar>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => (location.key !== 'default' ? navigate(-1) : navigate(listPath))}
      >
        <ChevronLeftIcon />
        {t(label)}
      </Button>
    </Toolbar>
  );
}

export interface ReportLoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The load's failure text, with an {{error}} slot. */
  failureKey: TranslationKey;
  /** Said for a 404: the report does not exist (or is not the user's). */
  notFoundKey: TranslationKey;
  /** The link from "not found" to the role's list. */
  listPath: string;
  toListKey: TranslationKey;
}

/** Nothing while there is no error; "not found" with a link to the list; any other failure with a retry. */
export function ReportLoadFailure({
  error,
  onRetry,
  failureKey,
  notFoundKey,
  listPath,
  toListKey,
}: ReportLoadFailureProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  if (error === null || error === undefined) return null;
  if (isApiError(error) && error.status === 404)
    return (
      <Alert tone="error" title={t(notFoundKey)}>
        <Link href={listPath} variant="standalone">
          {t(toListKey)}
        </Link>
      </Alert>
    );
  return (
    <Alert tone="error" title={failureText(failureKey, error)}>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}

const InvoiceList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A report's invoices as external links; none is a dash, said as `emptyLabel` to screen readers. */
export function InvoiceLinks({ invoices, emptyLabel }: { invoices: readonly InvoiceLink[]; emptyLabel: string }) {
  if (invoices.length === 0)
    return (
      <>
        <Muted aria-hidden="true">–</Muted>
        <VisuallyHidden>{emptyLabel}</VisuallyHidden>
      </>
    );
  return (
    <InvoiceList>
      {invoices.map((invoice) => (
        <li key={invoice.url}>
          <Link href={invoice.url} isExternal>
            {invoice.name}
          </Link>
        </li>
      ))}
    </InvoiceList>
  );
}
