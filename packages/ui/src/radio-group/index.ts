export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './radio-group';
