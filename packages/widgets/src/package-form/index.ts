export { ApiPackageForm, type ApiPackageFormProps } from './api-package-form';
export { type PackageClassifiers, PackageForm, type PackageFormProps } from './package-form';
export { weightLimitParams } from './package-form-texts';
export {
  type ClassifierOption,
  colourChoices,
  colourRuleOf,
  emptyPackageForm,
  type NewPackageBody,
  newPackageBody,
  optionText,
  type PackageFieldProblem,
  type PackageFormState,
  packageFieldProblems,
  volumeAfterLoad,
  withPackageType,
} from './package-form-values';
export { packageFormTextAreas } from './text-areas';
