// The one load state of a record (a report, a package, an invoice): its placeholder while it loads, "not
// found" (a 404, or an address whose id is malformed) with a link to the list, any other failure with its
// reason and a retry, else the record. A refetch's failure keeps the record shown below the alert; a 404 with
// the record still in hand (it was just deleted, the page is leaving) says nothing.
import { isNotFoundError } from '@epp/api/client';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, Button, Link } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import type { ReactNode } from 'react';

/** What of a record's load (a react-query result) the state needs. */
export interface RecordLoad<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface RecordLoadTexts {
  /** The load's failure, with an `{{error}}` slot for the error's own text. */
  failure: TranslationKey;
  /** Said for a 404 or a malformed id. Without it a 404 is a failure like another (with a retry). */
  notFound?: TranslationKey;
  /** The link from "not found" to the role's list. */
  toList?: { path: string; label: TranslationKey };
}

export type RecordLoadStatus = 'loading' | 'not-found' | 'failed' | 'loaded';

/**
 * Where a record's load stands. `isValidId: false` (a malformed address, the query not even sent) is "not
 * found". The record in hand wins over a 404 and loads alongside another failure.
 */
export function recordLoadStatus<T>(load: RecordLoad<T>, isValidId = true): RecordLoadStatus {
  if (!isValidId) return 'not-found';
  if (load.data !== undefined) return 'loaded';
  if (isNotFoundError(load.error)) return 'not-found';
  return load.error === null || load.error === undefined ? 'loading' : 'failed';
}

export interface RecordLoadStateProps<T> {
  load: RecordLoad<T>;
  texts: RecordLoadTexts;
  /** False for an address whose id is malformed: "not found" without asking the server. */
  isValidId?: boolean;
  /** What stands in for the record while it loads (the page's skeleton). */
  placeholder?: ReactNode;
  children: (record: T) => ReactNode;
}

/** The record's page body by its load: placeholder, "not found", failure with retry, or the record. */
export function RecordLoadState<T>({
  load,
  texts,
  isValidId = true,
  placeholder = null,
  children,
}: RecordLoadStateProps<T>) {
  const status = recordLoadStatus(load, isValidId);
  if (status === 'loading') return <>{placeholder}</>;
  const failure = <RecordLoadFailure load={load} texts={texts} isValidId={isValidId} />;
  if (status === 'loaded' && load.data !== undefined)
    return (
      <>
        {failure}
        {children(load.data)}
      </>
    );
  return failure;
}

/** Only the alert of a record's load, for a page that draws its loading and record itself (nothing otherwise). */
export function RecordLoadFailure<T>({
  load,
  texts,
  isValidId = true,
}: Pick<RecordLoadStateProps<T>, 'load' | 'texts' | 'isValidId'>) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const isNotFound = !isValidId || isNotFoundError(load.error);
  if (isNotFound && texts.notFound) {
    if (load.data !== undefined) return null;
    return (
      <Alert tone="error" title={t(texts.notFound)}>
        {texts.toList && (
          <Link href={texts.toList.path} variant="standalone">
            {t(texts.toList.label)}
          </Link>
        )}
      </Alert>
    );
  }
  if (load.error === null || load.error === undefined) return null;
  return (
    <Alert tone="error" title={failureText(texts.failure, load.error)}>
      <Button variant="secondary" size="sm" onPress={() => void load.refetch()}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}
