export { LandingRedirect, type LandingRedirectProps } from './landing-redirect';
