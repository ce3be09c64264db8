import {
  formatMoney,
  type PackageCondition,
  type PackageConditionFacts,
  type PackageConditionState,
  packageConditions,
} from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { createIcon, FileIcon, type IconComponent, Tooltip } from '@epp/ui';
import { memo } from 'react';
import { Focusable } from 'react-aria-components';
import { styled } from 'styled-components';
import * as styles from './condition-icons.styles';
import { type ConditionItem, conditionItems } from './condition-items';

export interface ConditionIconsProps {
  /** A registry row (API field names): skip_migration, unsubmitted_sales_reports, debt, last_test. */
  row: PackageConditionFacts;
  /** Conditions to leave out: the applications list passes APPLICATIONS_HIDDEN_CONDITIONS of @epp/core. */
  hide?: readonly PackageCondition[];
  /** The group's name; "Seisund" (the column's header) by default. */
  'aria-label'?: string;
}

const SyncIcon = createIcon('sync', <path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4" />);
const EuroIcon = createIcon(
  'euro',
  <path d="M17 6.5A6.5 6.5 0 0 0 7 10v4a6.5 6.5 0 0 0 10 3.5M4.5 10.5h9M4.5 13.5h9" />,
);
const CommentIcon = createIcon('comment', <path d="M4 5h16v11H9l-5 4V5z" />);
const TypeCommentsIcon = createIcon('typeComments', <path d="M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5" />);

const ICONS: Record<PackageCondition, IconComponent> = {
  unsynced: SyncIcon,
  unsubmittedReports: FileIcon,
  debt: EuroIcon,
  typeComments: TypeCommentsIcon,
  comment: CommentIcon,
};

const Group = styled.span`
  ${styles.group}
`;
const Icon = styled.span`
  ${styles.icon}
`;
const Indicator = styled.span`
  ${styles.indicator}
`;

/** How an icon looks: problems in warning or error tones, present comments with the spec's coloured dot. */
function lookOf(item: ConditionItem): { tone?: 'warning' | 'error' | 'on'; dot?: 'blue' | 'yellow' } {
  if (!item.on) return {};
  switch (item.condition) {
    case 'unsynced':
    case 'unsubmittedReports':
      return { tone: 'warning' };
    case 'debt':
      return { tone: 'error' };
    case 'typeComments':
      return { tone: 'on', dot: 'yellow' };
    default:
      return { tone: 'on', dot: 'blue' };
  }
}

/**
 * The condition icons ("Seisund") of a registry row: sync state, unsubmitted sales reports, debt, and whether
 * the last test has type comments (yellow dot) or a comment (blue dot). Each icon is focusable and named by
 * the spec's tooltip text, which shows on hover and on keyboard focus.
 */
export function ConditionIcons({ row, hide, 'aria-label': label }: ConditionIconsProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const state = packageConditions(row);

  const textOf = (item: ConditionItem, conditions: PackageConditionState): string => {
    switch (item.condition) {
      case 'unsynced':
        return item.on ? t('widgets.conditionIcons.unsynced') : t('widgets.conditionIcons.synced');
      case 'unsubmittedReports':
        return t('widgets.conditionIcons.unsubmittedReports', { count: conditions.unsubmittedReports });
      case 'debt':
        return t('widgets.conditionIcons.debt', { amount: formatMoney(conditions.debt ?? 0, language) });
      case 'typeComments':
        return item.on ? t('widgets.conditionIcons.typeComments') : t('widgets.conditionIcons.noTypeComments');
      default:
        return item.on ? t('widgets.conditionIcons.comment') : t('widgets.conditionIcons.noComment');
    }
  };

  const icons = conditionItems(state, hide).map((item) => ({ ...item, text: textOf(item, state) }));
  return <ConditionIconGroup label={label ?? t('widgets.conditionIcons.label')} icons={icons} />;
}

/** An icon as drawn: its condition, whether it applies, and its tooltip text (which also names it). */
interface ShownIcon {
  condition: PackageCondition;
  on: boolean;
  text: string;
}

interface ConditionIconGroupProps {
  label: string;
  icons: readonly ShownIcon[];
}

/** Equal when the same icons show the same texts: the tooltips are the costly part of a table row's render. */
function sameIcons(previous: ConditionIconGroupProps, next: ConditionIconGroupProps): boolean {
  return (
    previous.label === next.label &&
    previous.icons.length === next.icons.length &&
    previous.icons.every(
      (icon, index) =>
        icon.condition === next.icons[index]?.condition &&
        icon.on === next.icons[index]?.on &&
        icon.text === next.icons[index]?.text,
    )
  );
}

/**
 * The icons with their tooltips. A memo on what they show: when a filter or sort brings another row with the
 * same conditions into a table position (most rows of a long list), the tooltips are not drawn again.
 */
const ConditionIconGroup = memo(function ConditionIconGroup({ label, icons }: ConditionIconGroupProps) {
  return (
    <Group role="group" aria-label={label}>
      {icons.map((item) => {
        const look = lookOf(item);
        const Drawing = ICONS[item.condition];
        return (
          <Tooltip key={item.condition} content={item.text}>
            {/* Focusable: keyboard users reach the tooltip by focusing the icon (tabIndex 0). */}
            <Focusable>
              <Icon
                tabIndex={0}
                role="img"
                aria-label={item.text}
                data-condition={item.condition}
                data-tone={look.tone}
              >
                <Drawing />
                {look.dot && <Indicator data-colour={look.dot} />}
              </Icon>
            </Focusable>
          </Tooltip>
        );
      })}
    </Group>
  );
}, sameIcons);
