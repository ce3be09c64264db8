export { LandingRedirectScreen, type LandingRedirectScreenProps } from './landing-redirect-screen';
