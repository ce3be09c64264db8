export { formatPageTitle, PAGE_TITLE_SEPARATOR } from './format-page-title';
export { PageTitle, type PageTitleProps } from './page-title';
