import {
  useAddPackage,
  useCategories,
  useColors,
  useEanTypes,
  usePackageTypes,
  useVolumesByType,
} from '@epp/api/hooks';
import { useState } from 'react';
import { PackageForm, type PackageFormProps } from './package-form';

export type ApiPackageFormProps = Omit<
  PackageFormProps,
  'classifiers' | 'classifiersFailure' | 'volumesForType' | 'volumesError' | 'onPackageTypeChange' | 'onSubmit'
>;

/**
 * The PackageForm wired to @epp/api (inside an ApiClientProvider and a QueryClientProvider): the classifiers
 * from GET package/ean-types/, categories/, types/ and colors/, the chosen type's volumes from
 * GET package/volumes/{id}/, the add through POST package/ (the pending application then refetches).
 */
export function ApiPackageForm(props: ApiPackageFormProps) {
  const [typeId, setTypeId] = useState<number | null>(props.defaultValues?.packageType ?? null);
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  const colors = useColors();
  const volumes = useVolumesByType({ params: { id: typeId ?? 0 } }, { enabled: typeId !== null });
  const add = useAddPackage();
  const failed = [eanTypes, categories, packageTypes, colors].filter((list) => list.isError);
  return (
    <PackageForm
      {...props}
      classifiers={{
        eanTypes: eanTypes.data ?? [],
        categories: categories.data ?? [],
        packageTypes: packageTypes.data ?? [],
        colors: colors.data ?? [],
      }}
      {...(failed.length > 0 && {
        classifiersFailure: {
          error: failed[0]?.error,
          onRetry: () => {
            for (const list of failed) void list.refetch();
          },
        },
      })}
      volumesForType={(id) => (id === typeId ? volumes.data : undefined)}
      volumesError={volumes.error ?? undefined}
      onPackageTypeChange={setTypeId}
      onSubmit={(body) => add.mutateAsync({ body })}
    />
  );
}
