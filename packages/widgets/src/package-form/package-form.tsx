import { useEppTranslation } from '@epp/i18n';
import { Alert, Button } from '@epp/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useFailureLineText } from '../confirm-with-problems/use-failure-line-text';
import { useErrorText } from '../error-text';
import * as styles from './package-form.styles';
import { PackageFormFields } from './package-form-fields';
import { anyFieldMissing } from './package-form-texts';
import type { ClassifierOption, NewPackageBody, PackageFormState } from './package-form-values';
import { usePackageForm } from './use-package-form';

/** The reference lists the form chooses from (GET package/ean-types/, categories/, types/, colors/). */
export interface PackageClassifiers {
  eanTypes: readonly ClassifierOption[];
  categories: readonly ClassifierOption[];
  packageTypes: readonly ClassifierOption[];
  colors: readonly ClassifierOption[];
}

export interface PackageFormProps {
  classifiers: PackageClassifiers;
  /**
   * The volumes a package type offers (GET package/volumes/{id}/); undefined while they load. The form asks
   * for the chosen type only.
   */
  volumesForType: (packageTypeId: number) => readonly ClassifierOption[] | undefined;
  /** Loading the choices (classifiers) failed: the reason and a retry above the fields. */
  classifiersFailure?: { error: unknown; onRetry: () => void };
  /** Loading the volumes failed: shown under the volume select. */
  volumesError?: unknown;
  /** Told when the type changes, so a wired parent can load that type's volumes. */
  onPackageTypeChange?: (packageTypeId: number) => void;
  /** The client the package is registered for (the body's `client`). */
  clientId: number;
  /** Adds the package (POST package/). Reject (e.g. with an @epp/api ApiError) to show why. */
  onSubmit: (body: NewPackageBody) => Promise<unknown>;
  /** After a successful add; the form is then emptied for the next package. */
  onSubmitted?: (body: NewPackageBody) => void;
  /** Starting values (e.g. a package to fix); by default empty with EAN type 2. */
  defaultValues?: Partial<PackageFormState>;
  headingLevel?: 2 | 3;
}

const Root = styled.form`
  ${styles.root}
`;
const Title = styled.h2`
  ${styles.title}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/**
 * The client's package registration form (spec client §5): EAN, EAN type (2 by default), name, category,
 * package type, volume (the type's options), colour (colourless only for types 3 and 4), weight and a
 * comment. Problems show after the first submit and follow every change; a submit cannot be sent twice.
 */
export function PackageForm({
  classifiers,
  classifiersFailure,
  volumesError,
  headingLevel = 2,
  ...options
}: PackageFormProps) {
  const { t } = useEppTranslation();
  const lineText = useFailureLineText();
  const { failureText } = useErrorText();
  const titleId = useId();
  const form = usePackageForm(options);
  const { outcome } = form;

  return (
    <Root aria-labelledby={titleId} noValidate onSubmit={form.submit}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {t('widgets.packageForm.title')}
      </Title>
      {classifiersFailure && (
        <Alert
          tone="error"
          title={failureText('widgets.packageForm.choicesLoadError', classifiersFailure.error)}
          onRetry={classifiersFailure.onRetry}
        />
      )}
      <PackageFormFields form={form} classifiers={classifiers} volumesError={volumesError} />
      {form.attempted && anyFieldMissing(form.problems) && (
        <Alert tone="error" role="none" title={t('widgets.packageForm.required')} />
      )}
      {outcome.kind === 'failed' && (
        <Alert tone="error" title={t('widgets.packageForm.failed')} lines={outcome.lines.map(lineText)} />
      )}
      {outcome.kind === 'added' && (
        <Alert tone="success" title={t('widgets.packageForm.added', { name: outcome.name })} />
      )}
      <Actions>
        <Button variant="primary" type="submit" isPending={form.isSubmitting}>
          {t('widgets.packageForm.submit')}
        </Button>
      </Actions>
    </Root>
  );
}
