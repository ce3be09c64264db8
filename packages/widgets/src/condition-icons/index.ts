export { ConditionIcons, type ConditionIconsProps } from './condition-icons';
export { type ConditionItem, conditionItems } from './condition-items';
export { conditionIconsTextAreas } from './text-areas';
