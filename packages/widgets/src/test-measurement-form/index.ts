export { ApiTestMeasurementForm, type ApiTestMeasurementFormProps } from './api-test-measurement-form';
export {
  type BarcodeCheck,
  type BarcodeFlag,
  checkBarcode,
  eanTypeOf,
  initialTestFormValues,
  type TestBody,
  type TestFormField,
  type TestFormValues,
  testBody,
  testFormProblems,
} from './test-form-values';
export { TestMeasurementForm, type TestMeasurementFormProps } from './test-measurement-form';
export { testMeasurementFormTextAreas } from './text-areas';
