export {
  APPLICATIONS_HIDDEN_CONDITIONS,
  appliedConditions,
  PACKAGE_CONDITIONS,
  type PackageCondition,
  type PackageConditionFacts,
  type PackageConditionState,
  packageConditions,
} from './conditions';
