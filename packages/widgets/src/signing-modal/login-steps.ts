// What the login screens draw or run only after the visitor acts: the control code panel, the failure texts,
// the ID-card login and the card's messages. One chunk, loaded after the first paint (useLoginSteps) or with the
// first press, so /login paints and hydrates without it (issue #17).
export { idCardLanguage, idCardMessage } from '@epp/core';
export { ControlCodePanel } from './control-code-panel';
export { browserIdCard } from './id-card-adapter';
export { logInWithIdCard } from './id-card-login-flow';
export { loginFailureText } from './signing-messages';
