export { columnHeader } from './column-header';
export { sameValueProps } from './same-value-props';
