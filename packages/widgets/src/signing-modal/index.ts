export { ApiSigningModal, type ApiSigningModalProps } from './api-signing-modal';
export { ControlCodePanel, type ControlCodePanelProps } from './control-code-panel';
export { base64ToHex, browserIdCard, type IdCardAdapter } from './id-card-adapter';
export { type IdCardLoginOutcome, type IdCardLoginSteps, logInWithIdCard } from './id-card-login-flow';
export { type FailureText, failureText, loginFailureText, METHOD_LABEL, STATUS_MODE } from './signing-messages';
export { type CompanyHit, SigningModal, type SigningModalProps } from './signing-modal';
export { type DokobitLogin, type DokobitLoginInput, useDokobitLogin } from './use-dokobit-login';
export { type LoginSteps, loadLoginSteps, useLoginSteps } from './use-login-steps';
export { type SigningFlow, type SigningSteps, type UseSigningFlowOptions, useSigningFlow } from './use-signing-flow';
