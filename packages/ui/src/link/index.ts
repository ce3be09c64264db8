export { Link, type LinkProps } from './link';
export type { LinkVariant } from './link.styles';
