export { LoginEmailScreen, type LoginEmailScreenProps } from './login-email-screen';
