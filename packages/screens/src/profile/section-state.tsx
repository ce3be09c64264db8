import type { TranslationKey } from '@epp/i18n';
import { Skeleton, SkeletonGroup } from '@epp/ui';
import type { ReactNode } from 'react';
import { type RecordLoad, RecordLoadState } from '../kit';

export interface SectionStateProps<T> {
  load: RecordLoad<T>;
  /** The section's failure text, with an `{{error}}` slot. */
  errorKey: TranslationKey;
  /** Placeholder lines while it loads. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/** A profile section's body: the kit's record load state, with the section's skeleton lines while it loads. */
export function SectionState<T>({ load, errorKey, lines = 4, children }: SectionStateProps<T>) {
  return (
    <RecordLoadState
      load={load}
      texts={{ failure: errorKey }}
      placeholder={
        <SkeletonGroup>
          <Skeleton lines={lines} width="20em" />
        </SkeletonGroup>
      }
    >
      {children}
    </RecordLoadState>
  );
}
