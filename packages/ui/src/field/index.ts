export { FieldDescription, FieldError, FieldHelp, FieldLabel, type FieldLabelProps } from './field';
export {
  controlBox,
  fieldDescription,
  fieldError,
  fieldLabel,
  fieldRoot,
  requiredMarker,
} from './field.styles';
export { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from './field-props';
