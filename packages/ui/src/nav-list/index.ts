export { NavList, type NavListItem, type NavListProps } from './nav-list';
