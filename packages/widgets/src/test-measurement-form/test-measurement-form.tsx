import { errorMessage, isApiError } from '@epp/api/client';
import type { PackageTest } from '@epp/api/schemas';
import {
  type EanType,
  errorListEntries,
  formatDisplayDateTime,
  formatNumber,
  MAX_STANDARD_COMMENTS,
  type MoneyLocale,
  type PackageTestProblem,
} from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, announce, Badge, Button, MultiSelect, Radio, RadioGroup, type SelectOption, TextField } from '@epp/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import {
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
import * as styles from './test-measurement-form.styles';

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
}

type Outcome = { kind: 'none' } | { kind: 'failed'; error: unknown } | { kind: 'done'; status: 'OK' | 'NOK' };

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
const Grid = styled.div`
  ${styles.grid}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/** A 200 answer may still carry error codes (packageTestAnswerSchema): those are a failure too. */
function answerErrors(result: unknown): string[] {
  if (typeof result !== 'object' || result === null || !('errors' in result)) return [];
  return errorListEntries(result).flatMap((entry) => (entry.code === null ? [] : [entry.code]));
}

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
}: TestMeasurementFormProps) {
  const { t, i18n } = useEppTranslation();
  const language: MoneyLocale = i18n.language === 'en' ? 'en' : 'et';
  const titleId = useId();
  const eanId = useId();
  const inFlight = useRef(false);
  const [values, setValues] = useState<TestFormValues>(() => initialTestFormValues(test));
  const [showErrors, setShowErrors] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const eanType = eanTypeProp ?? eanTypeOf(test.ean);
  const isConfirmed = test.confirmed_at !== null;
  const isReadOnly = isReadOnlyProp || isConfirmed;
  const isTested = test.tested_at !== null || wasSubmitted;
  const check = checkBarcode(values, eanType);
  const problems = testFormProblems(values, check);
  const isDisabled = isSubmitting;

  const set = <K extends keyof TestFormValues>(key: K, value: TestFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (outcome.kind === 'done') setOutcome({ kind: 'none' });
  };

  const percent = (value: number) => formatNumber(value, language, { maxDecimals: 2 });
  const locationText = t(`widgets.testMeasurementForm.locationCase.${values.location}`);
  const flagText = (flag: BarcodeFlag) => {
    if (flag.problem === 'below-mm') {
      return t('widgets.testMeasurementForm.flags.heightBelowMm', {
        height: formatNumber(flag.height, language, { maxDecimals: 2 }),
        limit: flag.limit,
        location: locationText,
      });
    }
    const key =
      flag.field === 'width'
        ? flag.problem === 'below'
          ? 'widthBelow'
          : 'widthAbove'
        : flag.problem === 'below'
          ? 'heightBelow'
          : 'heightAbove';
    return t(`widgets.testMeasurementForm.flags.${key}`, {
      percentage: percent(flag.percentage),
      limit: flag.limit,
      location: locationText,
    });
  };
  const flagsOf = (field: 'width' | 'height') => {
    const texts = check.flags.filter((flag) => flag.field === field).map(flagText);
    return texts.length === 0 ? undefined : texts.join('. ');
  };

  const problemText = (problem: PackageTestProblem): string => {
    if (problem.problem === 'too-many') return t('widgets.testMeasurementForm.tooMany', { max: MAX_STANDARD_COMMENTS });
    if (problem.problem === 'not-ok-or-nok') return t('widgets.testMeasurementForm.notOkOrNok');
    const field = t(`widgets.testMeasurementForm.fieldNames.${problem.field as TestFormField}`);
    return problem.problem === 'missing'
      ? t('widgets.testMeasurementForm.missing', { field })
      : t('widgets.testMeasurementForm.notANumber', { field });
  };
  const errorOf = (field: TestFormField) => {
    const problem = problems.get(field);
    return showErrors && problem !== undefined ? problemText(problem) : undefined;
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isReadOnly || inFlight.current) return;
    setShowErrors(true);
    if (problems.size > 0 || values.status === null) {
      announce(t('widgets.testMeasurementForm.fixErrors'), 'assertive');
      return;
    }
    const status = values.status;
    inFlight.current = true;
    setSubmitting(true);
    setOutcome({ kind: 'none' });
    announce(t('widgets.testMeasurementForm.submitting'));
    try {
      const result = await onSubmit(testBody(values, check), test);
      const codes = answerErrors(result);
      if (codes.length > 0) {
        setOutcome({ kind: 'failed', error: codes });
      } else {
        setOutcome({ kind: 'done', status });
        setWasSubmitted(true);
        onSubmitted?.(result);
      }
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const failureLines = (error: unknown): string[] => {
    if (Array.isArray(error)) return error.map(String);
    if (isApiError(error) && error.entries.length > 0) {
      return error.entries.map((entry) => entry.code ?? t('errors.unexpectedShort'));
    }
    const message = errorMessage(error);
    // The key comes from @epp/api at run time; its parameters are whatever that message names.
    const translate = t as unknown as (key: TranslationKey, params: Readonly<Record<string, string>>) => string;
    return [translate(message.key as TranslationKey, message.params)];
  };

  const commentOptions: SelectOption[] = standardComments.map((comment) => ({
    id: comment.id,
    label: comment.value,
    isDisabled:
      values.standardComments.length >= MAX_STANDARD_COMMENTS && !values.standardComments.includes(comment.id),
  }));
  const commentsFull = values.standardComments.length >= MAX_STANDARD_COMMENTS;
  const chosenCommentLabels = values.standardComments
    .map((id) => standardComments.find((comment) => comment.id === id)?.value ?? String(id))
    .join(', ');

  const confirmedDate = (() => {
    if (test.confirmed_at === null) return '';
    const date = new Date(test.confirmed_at);
    return Number.isNaN(date.getTime()) ? test.confirmed_at : formatDisplayDateTime(date);
  })();

  const suggestNok = check.flags.length > 0 && !isReadOnly;

  return (
    <Root aria-labelledby={`${titleId} ${eanId}`} noValidate onSubmit={(event) => void submit(event)}>
      <Header>
        <Title as={`h${headingLevel}`} id={titleId}>
          {t('widgets.testMeasurementForm.title')}
          {isTested && !isConfirmed && ` ${t('widgets.testMeasurementForm.unconfirmed')}`}
        </Title>
        <Muted id={eanId}>{t('widgets.testMeasurementForm.eanType', { eanType, ean: test.ean })}</Muted>
        {isConfirmed && (
          <Badge tone="success">{t('widgets.testMeasurementForm.confirmed', { date: confirmedDate })}</Badge>
        )}
      </Header>
      <Grid>
        <TextField
          label={t('widgets.testMeasurementForm.width')}
          inputMode="decimal"
          value={values.width}
          onChange={(value) => set('width', value)}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={errorOf('width')}
        />
        <TextField
          label={t('widgets.testMeasurementForm.height')}
          inputMode="decimal"
          value={values.height}
          onChange={(value) => set('height', value)}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={errorOf('height')}
        />
        <TextField
          label={t('widgets.testMeasurementForm.widthPercentage')}
          value={check.widthPercentage === null ? '' : percent(check.widthPercentage)}
          isReadOnly
          description={isReadOnly ? undefined : t('widgets.testMeasurementForm.computed')}
          errorMessage={flagsOf('width')}
        />
        <TextField
          label={t('widgets.testMeasurementForm.heightPercentage')}
          value={check.heightPercentage === null ? '' : percent(check.heightPercentage)}
          isReadOnly
          description={isReadOnly ? undefined : t('widgets.testMeasurementForm.computed')}
          errorMessage={flagsOf('height')}
        />
        <RadioGroup
          label={t('widgets.testMeasurementForm.location')}
          orientation="horizontal"
          value={values.location}
          onChange={(value) => set('location', value === 'horizontal' ? 'horizontal' : 'vertical')}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          errorMessage={errorOf('location')}
        >
          <Radio value="horizontal">{t('widgets.testMeasurementForm.horizontal')}</Radio>
          <Radio value="vertical">{t('widgets.testMeasurementForm.vertical')}</Radio>
        </RadioGroup>
        <RadioGroup
          label={t('widgets.testMeasurementForm.sticker')}
          orientation="horizontal"
          value={values.isSticker === null ? null : values.isSticker ? 'yes' : 'no'}
          onChange={(value) => set('isSticker', value === 'yes')}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={errorOf('isSticker')}
        >
          <Radio value="yes">{t('widgets.testMeasurementForm.yes')}</Radio>
          <Radio value="no">{t('widgets.testMeasurementForm.no')}</Radio>
        </RadioGroup>
        <TextField
          label={t('widgets.testMeasurementForm.pv')}
          inputMode="decimal"
          value={values.pv}
          onChange={(value) => set('pv', value)}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={errorOf('pv')}
        />
        <TextField
          label={t('widgets.testMeasurementForm.vv')}
          inputMode="decimal"
          value={values.vv}
          onChange={(value) => set('vv', value)}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={errorOf('vv')}
        />
        <div data-wide>
          {isReadOnly ? (
            <TextField
              label={t('widgets.testMeasurementForm.standardComments')}
              value={chosenCommentLabels}
              isReadOnly
            />
          ) : (
            <MultiSelect
              label={t('widgets.testMeasurementForm.standardComments')}
              options={commentOptions}
              value={[...values.standardComments]}
              onChange={(keys) => set('standardComments', keys.map(Number))}
              isDisabled={isDisabled}
              description={
                commentsFull
                  ? t('widgets.testMeasurementForm.cannotChooseMore')
                  : t('widgets.testMeasurementForm.chooseUpTo', { max: MAX_STANDARD_COMMENTS })
              }
              errorMessage={errorOf('standardComments')}
            />
          )}
        </div>
        <div data-wide>
          <TextField
            label={t('widgets.testMeasurementForm.comment')}
            multiline
            rows={2}
            value={values.comment}
            onChange={(value) => set('comment', value)}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
          />
        </div>
        <div data-wide>
          <RadioGroup
            label={t('widgets.testMeasurementForm.status')}
            orientation="horizontal"
            value={values.status}
            onChange={(value) => set('status', value === 'OK' ? 'OK' : 'NOK')}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
            isRequired={!isReadOnly}
            errorMessage={errorOf('status')}
          >
            <Radio value="OK">{t('status.testResult.OK')}</Radio>
            <Radio value="NOK">{t('status.testResult.NOK')}</Radio>
          </RadioGroup>
        </div>
      </Grid>
      {suggestNok && <Alert tone="warning" role="status" title={t('widgets.testMeasurementForm.suggestNok')} />}
      {showErrors && problems.size > 0 && !isReadOnly && (
        <Alert tone="error" role="none" title={t('widgets.testMeasurementForm.fixErrors')} />
      )}
      {outcome.kind === 'failed' && (
        <Alert tone="error" title={t('widgets.testMeasurementForm.failed')} lines={failureLines(outcome.error)} />
      )}
      {outcome.kind === 'done' && (
        <Alert
          tone="success"
          title={t('widgets.testMeasurementForm.submitted', { status: t(`status.testResult.${outcome.status}`) })}
        />
      )}
      {!isReadOnly && (
        <Actions>
          <Button variant="primary" type="submit" isPending={isSubmitting}>
            {isTested ? t('widgets.testMeasurementForm.update') : t('widgets.testMeasurementForm.submit')}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
