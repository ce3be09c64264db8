export { ChangePasswordScreen, type ChangePasswordScreenProps } from './change-password-screen';
export { type PasswordErrorLine, passwordErrorLines, passwordFormProblems } from './password-errors';
