export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { STATUS_LABEL_KEYS, statusLabelKey } from './status-labels';
export { statusBadgeTextAreas } from './text-areas';
