export {
  LandingRedirect,
  type LandingRedirectProps,
  LandingRedirectScreen,
  type LandingRedirectScreenProps,
} from './landing-redirect-screen';
