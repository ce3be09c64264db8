export { Checkbox, type CheckboxProps } from './checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
