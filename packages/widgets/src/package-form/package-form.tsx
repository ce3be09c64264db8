import type { PackageFormField } from '@epp/core';
import { formatNumber, type MoneyLocale } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, announce, Button, Radio, RadioGroup, Select, type SelectOption, TextField } from '@epp/ui';
import { type FormEvent, type Key, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { type FailureLine, failureLines } from '../confirm-with-problems/problem-texts';
import * as styles from './package-form.styles';
import {
  type ClassifierOption,
  colourChoices,
  colourRuleOf,
  emptyPackageForm,
  type NewPackageBody,
  newPackageBody,
  optionText,
  type PackageFieldProblem,
  type PackageFormState,
  packageFieldProblems,
  volumeAfterLoad,
  withPackageType,
} from './package-form-values';

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

type Outcome = { kind: 'none' } | { kind: 'failed'; lines: FailureLine[] } | { kind: 'added'; name: string };

const Root = styled.form`
  ${styles.root}
`;
const Title = styled.h2`
  ${styles.title}
`;
const Grid = styled.div`
  ${styles.grid}
`;
const Actions = styled.div`
  ${styles.actions}
`;

const PROBLEM_KEYS: Record<PackageFieldProblem, TranslationKey> = {
  missing: 'widgets.packageForm.fieldMissing',
  'not-a-number': 'widgets.packageForm.weightNotNumber',
  'bad-check-digit': 'widgets.packageForm.eanInvalid',
};

const keyToId = (key: Key | null): number | null => (key === null ? null : Number(key));

/**
 * The client's package registration form (spec client §5): EAN, EAN type (2 by default), name, category,
 * package type, volume (the type's options), colour (colourless only for types 3 and 4), weight and a
 * comment. Problems show after the first submit and follow every change; a submit cannot be sent twice.
 */
export function PackageForm({
  classifiers,
  volumesForType,
  volumesError,
  onPackageTypeChange,
  clientId,
  onSubmit,
  onSubmitted,
  defaultValues,
  headingLevel = 2,
}: PackageFormProps) {
  const { t, i18n } = useEppTranslation();
  const language: MoneyLocale = i18n.language === 'en' ? 'en' : 'et';
  const titleId = useId();
  const inFlight = useRef(false);
  const [values, setValues] = useState<PackageFormState>(() => ({ ...emptyPackageForm(), ...defaultValues }));
  const [attempted, setAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const volumes = values.packageType === null ? undefined : volumesForType(values.packageType);
  const volumeIds = volumes?.map((volume) => volume.id);
  const volumeKey = volumeIds?.join(',');

  // The type's volumes arrive after the type change: clear a chosen volume they do not offer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: volumeKey stands for volumeIds' content
  useEffect(() => {
    if (volumeIds === undefined) return;
    setValues((current) => {
      const volume = volumeAfterLoad(current.packageVolume, volumeIds);
      return volume === current.packageVolume ? current : { ...current, packageVolume: volume };
    });
  }, [volumeKey]);

  const problems = packageFieldProblems(values);
  const anyMissing = [...problems.values()].includes('missing');
  const errorOf = (field: PackageFormField) => {
    const problem = problems.get(field);
    return attempted && problem !== undefined ? t(PROBLEM_KEYS[problem]) : undefined;
  };

  const set = <K extends keyof PackageFormState>(key: K, value: PackageFormState[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (outcome.kind === 'added') setOutcome({ kind: 'none' });
  };

  const changeType = (key: Key | null) => {
    const typeId = keyToId(key);
    if (typeId === null || typeId === values.packageType) return;
    setValues((current) =>
      withPackageType(
        current,
        typeId,
        volumesForType(typeId)?.map((volume) => volume.id),
      ),
    );
    onPackageTypeChange?.(typeId);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    if (problems.size > 0) {
      announce(
        anyMissing ? t('widgets.packageForm.required') : t(PROBLEM_KEYS[[...problems.values()][0] ?? 'missing']),
        'assertive',
      );
      return;
    }
    const body = newPackageBody(values, clientId);
    inFlight.current = true;
    setSubmitting(true);
    setOutcome({ kind: 'none' });
    announce(t('widgets.packageForm.submitting'));
    try {
      await onSubmit(body);
      setOutcome({ kind: 'added', name: body.name });
      setValues({ ...emptyPackageForm() });
      setAttempted(false);
      onSubmitted?.(body);
    } catch (error) {
      setOutcome({ kind: 'failed', lines: failureLines(error) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const lineText = (line: FailureLine) => {
    if ('code' in line) return line.code;
    // The key comes from @epp/api at run time; its parameters are whatever that message names.
    const translate = t as unknown as (key: TranslationKey, params: Readonly<Record<string, string>>) => string;
    return translate(line.key, line.params);
  };

  const options = (list: readonly ClassifierOption[]): SelectOption[] =>
    list.map((option) => ({ id: option.id, label: optionText(option) }));
  const volumeOptions: SelectOption[] = (volumes ?? []).map((volume) => ({
    id: volume.id,
    label:
      typeof volume.value === 'number' ? formatNumber(volume.value, language, { maxDecimals: 2 }) : optionText(volume),
  }));
  const colourOptions: SelectOption[] = colourChoices(classifiers.colors, values.packageType).map((colour) => ({
    id: colour.id,
    label: optionText(colour),
    isDisabled: colour.isDisabled,
  }));

  const volumeHint = (() => {
    if (values.packageType === null) return t('widgets.packageForm.chooseTypeFirst');
    if (volumesError) return undefined;
    return volumes === undefined ? t('widgets.packageForm.volumesLoading') : undefined;
  })();
  const volumeError =
    values.packageType !== null && volumesError
      ? t('widgets.packageForm.volumesFailed', { error: lineText(failureLines(volumesError)[0] ?? { code: '' }) })
      : errorOf('packageVolume');
  const colourRule = colourRuleOf(values.packageType);
  const colourHint =
    colourRule === null
      ? undefined
      : t(
          colourRule === 'colourless-only'
            ? 'widgets.packageForm.colourlessOnly'
            : 'widgets.packageForm.colourlessNotAllowed',
        );
  const isDisabled = isSubmitting;

  return (
    <Root aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {t('widgets.packageForm.title')}
      </Title>
      <Grid>
        <TextField
          label={t('widgets.packageForm.fields.ean')}
          inputMode="numeric"
          value={values.ean}
          onChange={(value) => set('ean', value)}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf('ean')}
        />
        <RadioGroup
          label={t('widgets.packageForm.fields.eanType')}
          orientation="horizontal"
          value={values.eanType === null ? null : String(values.eanType)}
          onChange={(value) => set('eanType', Number(value))}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf('eanType')}
        >
          {classifiers.eanTypes.map((type) => (
            <Radio key={type.id} value={String(type.id)}>
              {optionText(type)}
            </Radio>
          ))}
        </RadioGroup>
        <div data-wide>
          <TextField
            label={t('widgets.packageForm.fields.packageName')}
            value={values.packageName}
            onChange={(value) => set('packageName', value)}
            isRequired
            isDisabled={isDisabled}
            errorMessage={errorOf('packageName')}
          />
        </div>
        <Select
          label={t('widgets.packageForm.fields.packageCategory')}
          options={options(classifiers.categories)}
          value={values.packageCategory}
          onChange={(key) => set('packageCategory', keyToId(key))}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf('packageCategory')}
        />
        <Select
          label={t('widgets.packageForm.fields.packageType')}
          options={options(classifiers.packageTypes)}
          value={values.packageType}
          onChange={changeType}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf('packageType')}
        />
        <Select
          label={t('widgets.packageForm.fields.packageVolume')}
          options={volumeOptions}
          value={values.packageVolume}
          onChange={(key) => set('packageVolume', keyToId(key))}
          isRequired
          isDisabled={isDisabled || values.packageType === null || volumes === undefined}
          description={volumeHint}
          errorMessage={volumeError}
        />
        <Select
          label={t('widgets.packageForm.fields.packageColor')}
          options={colourOptions}
          value={values.packageColor}
          onChange={(key) => set('packageColor', keyToId(key))}
          isRequired
          isDisabled={isDisabled}
          description={colourHint}
          errorMessage={errorOf('packageColor')}
        />
        <TextField
          label={t('widgets.packageForm.fields.packageWeight')}
          inputMode="decimal"
          value={values.packageWeight}
          onChange={(value) => set('packageWeight', value)}
          isRequired
          isDisabled={isDisabled}
          errorMessage={errorOf('packageWeight')}
        />
        <div data-wide>
          <TextField
            label={t('widgets.packageForm.fields.comment')}
            multiline
            rows={2}
            value={values.comment}
            onChange={(value) => set('comment', value)}
            isDisabled={isDisabled}
          />
        </div>
      </Grid>
      {attempted && anyMissing && <Alert tone="error" role="none" title={t('widgets.packageForm.required')} />}
      {outcome.kind === 'failed' && (
        <Alert tone="error" title={t('widgets.packageForm.failed')} lines={outcome.lines.map(lineText)} />
      )}
      {outcome.kind === 'added' && (
        <Alert tone="success" title={t('widgets.packageForm.added', { name: outcome.name })} />
      )}
      <Actions>
        <Button variant="primary" type="submit" isPending={isSubmitting}>
          {t('widgets.packageForm.submit')}
        </Button>
      </Actions>
    </Root>
  );
}
