export { ClientPageLayout, type ClientPageLayoutProps } from './client-page-layout';
