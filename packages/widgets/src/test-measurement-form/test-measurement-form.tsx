import type { PackageTest } from '@epp/api/schemas';
import type { EanType } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Badge, Button } from '@epp/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { MeasurementFields } from './measurement-fields';
import { confirmedDateText, problemMessage } from './measurement-messages';
import { TestFormAlerts } from './test-form-alerts';
import { eanTypeOf, type TestBody, type TestFormField } from './test-form-values';
import * as styles from './test-measurement-form.styles';
import { useTestMeasurementForm } from './use-test-measurement-form';

export interface TestMeasurementFormProps {
  /** The package test: a new (open) one has no measures; a confirmed one is shown read-only. */
  test: PackageTest;
  /** Sends the measures (PUT partner/test/{test_id}). Reject (e.g. with an @epp/api ApiError) to show why. */
  onSubmit: (body: TestBody, test: PackageTest) => Promise<unknown>;
  /** Called after a successful submit with what `onSubmit` resolved to. */
  onSubmitted?: (result: unknown) => void;
  /** The standard comments to choose from (GET partner/standard-comment/). */
  standardComments?: readonly { id: number; value: string }[];
  /** The EAN type; by default read from the test's EAN (8 digits: EAN-8). */
  eanType?: EanType;
  /** Shows everything read-only (as for a confirmed test, or on the partner's confirmed tab). */
  isReadOnly?: boolean;
  /** The heading level of the title; 3 by default (the form sits in a package's test list). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The id of an element that tells this test from the package's others (e.g. "Test 2"), added to the form's
   * name: two forms of one package would otherwise have the same name.
   */
  labelledById?: string;
}

const Root = styled.form`
  ${styles.root}
`;
const Header = styled.div`
  ${styles.header}
`;
const Title = styled.h3`
  ${styles.title}
`;
const Muted = styled.span`
  ${styles.muted}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/**
 * The barcode print measurement of a package test (partner and operator): width and height with their
 * percentages computed live by @epp/core, location (vertical by default), PV, VV, sticker, comment, up to
 * three standard comments and the result OK/NOK. Out-of-range measures are flagged with the broken limit
 * and NOK is suggested; the spec's validation messages show after the first submit; a submit cannot be sent
 * twice. A confirmed test is read-only; a tested, unconfirmed one is marked "(unconfirmed)".
 */
export function TestMeasurementForm({
  test,
  onSubmit,
  onSubmitted,
  standardComments = [],
  eanType: eanTypeProp,
  isReadOnly: isReadOnlyProp = false,
  headingLevel = 3,
  labelledById,
}: TestMeasurementFormProps) {
  const { t } = useEppTranslation();
  const titleId = useId();
  const eanId = useId();
  const eanType = eanTypeProp ?? eanTypeOf(test.ean);
  const isConfirmed = test.confirmed_at !== null;
  const isReadOnly = isReadOnlyProp || isConfirmed;
  const form = useTestMeasurementForm({ test, eanType, isReadOnly, onSubmit, onSubmitted });

  // A problem of the form's own checks (after the first submit), else the server's code for the field.
  const errorOf = (field: TestFormField) => {
    const problem = form.problems.get(field);
    if (form.showErrors && problem !== undefined) return problemMessage(problem);
    return form.serverCodes.get(field);
  };

  return (
    <Root aria-labelledby={[titleId, eanId, labelledById].filter(Boolean).join(' ')} noValidate onSubmit={form.submit}>
      <Header>
        <Title as={`h${headingLevel}`} id={titleId}>
          {t('widgets.testMeasurementForm.title')}
          {form.isTested && !isConfirmed && ` ${t('widgets.testMeasurementForm.unconfirmed')}`}
        </Title>
        <Muted id={eanId}>{t('widgets.testMeasurementForm.eanType', { eanType, ean: test.ean })}</Muted>
        {isConfirmed && (
          <Badge tone="success">
            {t('widgets.testMeasurementForm.confirmed', { date: confirmedDateText(test.confirmed_at) })}
          </Badge>
        )}
      </Header>
      <MeasurementFields
        values={form.values}
        set={form.set}
        check={form.check}
        errorOf={errorOf}
        standardComments={standardComments}
        isReadOnly={isReadOnly}
        isDisabled={form.isSubmitting}
      />
      <TestFormAlerts
        suggestNok={form.check.flags.length > 0 && !isReadOnly}
        hasShownProblems={form.showErrors && form.problems.size > 0 && !isReadOnly}
        outcome={form.outcome}
      />
      {!isReadOnly && (
        <Actions>
          <Button variant="primary" type="submit" isPending={form.isSubmitting}>
            {form.isTested ? t('widgets.testMeasurementForm.update') : t('widgets.testMeasurementForm.submit')}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
