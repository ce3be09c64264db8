export { formatPageTitle, PAGE_TITLE_SEPARATOR } from './format-page-title';
export { PageTitle, type PageTitleProps } from './page-title';
export { type FramedPageTitle, type PageTitleFrame, PageTitleFrameContext } from './page-title-frame';
