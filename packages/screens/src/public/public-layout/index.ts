export { type PublicCookieProps, PublicLayout, type PublicLayoutProps } from './public-layout';
export { useAfterLogin } from './use-after-login';
