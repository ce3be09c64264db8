export {
  CONTRACT_COMPANY_FIELDS,
  CONTRACT_PERSONAL_FIELDS,
  type ContractFormProblems,
  type ContractFormValues,
  type ContractTextField,
  contractFormProblems,
  hasContractFormProblems,
  isSignMethodEnabled,
  methodOnlyProblems,
} from './contract-form';
export { ID_CARD_MESSAGES, type IdCardLanguage, idCardLanguage, idCardMessage, raisedIdCardCode } from './id-card';
export {
  controlCodeOf,
  type EidOutcome,
  eidOutcome,
  INITIAL_SIGNING_STATE,
  isSigningBusy,
  isSigningFinished,
  SIGN_METHODS,
  type SigningEvent,
  type SigningFailure,
  type SigningState,
  type SignMethod,
  signingTransition,
} from './machine';
export { OPERATOR_LINKS } from './operator-links';
