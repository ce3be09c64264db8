export { PageHeader, type PageHeaderProps } from './page-header';
export { pageHeaderTextAreas } from './text-areas';
