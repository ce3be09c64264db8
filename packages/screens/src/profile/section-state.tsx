import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, Button, Skeleton, SkeletonGroup } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import type { ReactNode } from 'react';

/** What of a load (a react-query result) a section needs. */
export interface SectionLoad<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface SectionStateProps<T> {
  load: SectionLoad<T>;
  /** The section's failure text, with an `{{error}}` slot. */
  errorKey: TranslationKey;
  /** Placeholder lines while it loads. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/** A section's body: skeletons while it loads, its failure with a retry, or its content. */
export function SectionState<T>({ load, errorKey, lines = 4, children }: SectionStateProps<T>) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  if (load.error) {
    return (
      <Alert tone="error" title={failureText(errorKey, load.error)}>
        <Button variant="secondary" size="sm" onPress={() => void load.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (load.data === undefined) {
    return (
      <SkeletonGroup>
        <Skeleton lines={lines} width="20em" />
      </SkeletonGroup>
    );
  }
  return <>{children(load.data)}</>;
}
