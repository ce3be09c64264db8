export { emailProblem } from './email';
export { LoginEmailScreen, type LoginEmailScreenProps } from './login-email-screen';
