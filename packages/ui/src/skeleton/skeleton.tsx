import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';
import { skeletonGroup, skeletonLine, skeletonLines, skeletonShape } from './skeleton.styles';

export type SkeletonProps =
  | {
      /** Lines of text. */
      variant?: 'text';
      /** How many lines; the last one is shorter. */
      lines?: number;
      width?: string;
    }
  | {
      /** A block such as a chart, a card or an image. */
      variant: 'block';
      height: string;
      width?: string;
    };

const Lines = styled.span`
  ${skeletonLines}
`;

const Line = styled.span`
  ${skeletonLine}
`;

const Block = styled.span`
  ${skeletonShape}
`;

/**
 * A grey placeholder in the shape of content that is loading. Always hidden from assistive technology:
 * wrap it in a {@link SkeletonGroup}, which says "loading" once for all its shapes.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.variant === 'block') {
    return <Block aria-hidden="true" data-skeleton="block" style={{ height: props.height, width: props.width }} />;
  }
  const lines = Math.max(1, props.lines ?? 1);
  return (
    <Lines aria-hidden="true" data-skeleton="text" style={{ width: props.width }}>
      {Array.from({ length: lines }, (_, index) => (
        // The lines are identical placeholders with no identity of their own.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <Line key={index} />
      ))}
    </Lines>
  );
}

export interface SkeletonGroupProps {
  /** What is loading, e.g. "Pakendite laadimine…". Defaults to "Sisu laadimine…". */
  label?: string;
  children: ReactNode;
}

const Group = styled.div`
  ${skeletonGroup}
`;

/**
 * The busy container around skeleton shapes: a labelled group with aria-busy, and a polite status that
 * announces the loading once. Replace the whole group with the content when it arrives.
 */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  const { t } = useEppTranslation();
  const name = label ?? t('ui.skeleton.loading');
  return (
    <Group role="group" aria-label={name} aria-busy="true">
      <span role="status">
        <VisuallyHidden>{name}</VisuallyHidden>
      </span>
      {children}
    </Group>
  );
}
