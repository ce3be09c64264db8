import { useStandardComments, useUpdatePackageTest } from '@epp/api/hooks';
import { TestMeasurementForm, type TestMeasurementFormProps } from './test-measurement-form';

export type ApiTestMeasurementFormProps = Omit<TestMeasurementFormProps, 'onSubmit' | 'standardComments'>;

/**
 * The TestMeasurementForm wired to @epp/api (inside an ApiClientProvider and a QueryClientProvider): the
 * standard comments from GET partner/standard-comment/, the submit through PUT partner/test/{test_id}; on
 * success the package's tests and the partner's lists refetch.
 */
export function ApiTestMeasurementForm(props: ApiTestMeasurementFormProps) {
  const comments = useStandardComments();
  const update = useUpdatePackageTest();
  return (
    <TestMeasurementForm
      {...props}
      standardComments={comments.data ?? []}
      onSubmit={(body, test) => update.mutateAsync({ params: { test_id: test.test_id }, body })}
    />
  );
}
