export { PrivacyPolicyScreen, type PrivacyPolicyScreenProps } from './privacy-policy-screen';
