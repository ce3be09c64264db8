export { EidLogin, type EidLoginProps } from './eid-login';
export { IdCardLogin, type IdCardLoginProps } from './id-card-login';
export {
  compactPhone,
  dokobitPhone,
  type EidLoginMethod,
  type EidLoginProblems,
  type EidLoginValues,
  eidLoginProblems,
  hasEidLoginProblems,
} from './login-form';
export { type LoginMethodKey, LoginScreen, type LoginScreenProps } from './login-screen';
