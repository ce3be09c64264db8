export { Focusable } from 'react-aria-components';
export { Tooltip, type TooltipProps } from './tooltip';
