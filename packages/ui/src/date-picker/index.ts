export { DatePicker, type DatePickerProps } from './date-picker';
export type { PickerCommonProps, PickerProblem } from './picker-field';
