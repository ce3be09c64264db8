import { formatNumber, type PackageFormField, TEXT_MAX_LENGTH } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { FormGrid, FormGridCell, Radio, RadioGroup, Select, type SelectOption, TextField } from '@epp/ui';
import { failureLines } from '../confirm-with-problems/problem-texts';
import { useFailureLineText } from '../confirm-with-problems/use-failure-line-text';
import type { PackageClassifiers } from './package-form';
import { colourHintKey, PROBLEM_KEYS, volumeHintKey, weightLimitParams } from './package-form-texts';
import { type ClassifierOption, colourChoices, colourRuleOf, optionText } from './package-form-values';
import type { usePackageForm } from './use-package-form';

export interface PackageFormFieldsProps {
  form: ReturnType<typeof usePackageForm>;
  classifiers: PackageClassifiers;
  volumesError?: unknown;
}

const options = (list: readonly ClassifierOption[]): SelectOption[] =>
  list.map((option) => ({ id: option.id, label: optionText(option) }));

/**
 * The package's fields in the spec's order: EAN, EAN type, name, category, type, volume (the type's options),
 * colour (the type's rule), weight and comment; each flagged with its problem after the first submit.
 */
export function PackageFormFields({ form, classifiers, volumesError }: PackageFormFieldsProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const lineText = useFailureLineText();
  const { values, set, setId, volumes } = form;
  const isDisabled = form.isSubmitting;

  const errorOf = (field: PackageFormField) => {
    const problem = form.problems.get(field);
    return form.attempted && problem !== undefined ? t(PROBLEM_KEYS[problem], weightLimitParams(language)) : undefined;
  };
  const requiredText = (field: 'ean' | 'packageName' | 'packageWeight', inputMode?: 'numeric' | 'decimal') => (
    <TextField
      label={t(`widgets.packageForm.fields.${field}`)}
      inputMode={inputMode}
      {...(field === 'ean' ? { maxLength: TEXT_MAX_LENGTH.ean } : {})}
      value={values[field]}
      onChange={(value) => set(field, value)}
      isRequired
      isDisabled={isDisabled}
      errorMessage={errorOf(field)}
    />
  );
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
  const volumeHint = volumeHintKey(values.packageType, volumes, volumesError);
  const volumeError =
    values.packageType !== null && volumesError
      ? t('widgets.packageForm.volumesFailed', { error: lineText(failureLines(volumesError)[0] ?? { code: '' }) })
      : errorOf('packageVolume');
  const colourHint = colourHintKey(colourRuleOf(values.packageType));

  return (
    <FormGrid>
      {requiredText('ean', 'numeric')}
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
      <FormGridCell wide>{requiredText('packageName')}</FormGridCell>
      <Select
        label={t('widgets.packageForm.fields.packageCategory')}
        options={options(classifiers.categories)}
        value={values.packageCategory}
        onChange={setId('packageCategory')}
        isRequired
        isDisabled={isDisabled}
        errorMessage={errorOf('packageCategory')}
      />
      <Select
        label={t('widgets.packageForm.fields.packageType')}
        options={options(classifiers.packageTypes)}
        value={values.packageType}
        onChange={form.changeType}
        isRequired
        isDisabled={isDisabled}
        errorMessage={errorOf('packageType')}
      />
      <Select
        label={t('widgets.packageForm.fields.packageVolume')}
        options={volumeOptions}
        value={values.packageVolume}
        onChange={setId('packageVolume')}
        isRequired
        isDisabled={isDisabled || values.packageType === null || volumes === undefined}
        description={volumeHint === undefined ? undefined : t(volumeHint)}
        errorMessage={volumeError}
      />
      <Select
        label={t('widgets.packageForm.fields.packageColor')}
        options={colourOptions}
        value={values.packageColor}
        onChange={setId('packageColor')}
        isRequired
        isDisabled={isDisabled}
        description={colourHint === undefined ? undefined : t(colourHint)}
        errorMessage={errorOf('packageColor')}
      />
      {requiredText('packageWeight', 'decimal')}
      <FormGridCell wide>
        <TextField
          label={t('widgets.packageForm.fields.comment')}
          multiline
          rows={2}
          value={values.comment}
          onChange={(value) => set('comment', value)}
          isDisabled={isDisabled}
        />
      </FormGridCell>
    </FormGrid>
  );
}
