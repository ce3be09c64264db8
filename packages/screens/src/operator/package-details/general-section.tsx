import { useCategories, useEanTypes, usePackageTypes } from '@epp/api/hooks';
import { formatNumber, type NumberLocale, TEXT_MAX_LENGTH } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Card, Select, type SelectOption, TextField } from '@epp/ui';
import {
  type ClassifierOption,
  colourChoices,
  colourRuleOf,
  optionText,
  weightLimitParams,
} from '@epp/widgets/package-form';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLoadFailureAlert } from '../../kit';
import { choiceText, type DetailsField, type PackageDetailsRecord, weightText } from './details-form-values';
import * as styles from './package-details.styles';
import type { DetailsForm } from './use-details-form';

const Grid = styled.div`
  ${styles.fieldGrid}
`;

const K = 'screens.operator.packageDetails.general';

const toOptions = (list: readonly ClassifierOption[] = []): SelectOption[] =>
  list.map((option) => ({ id: option.id, label: optionText(option) }));

/**
 * A volume reads as its number of cl in the interface language ("56,8" / "56.8"), whether the record has it as
 * a choice or a bare value; a value that is no number is shown as it is.
 */
const volumeText = (volume: PackageDetailsRecord['volume'] | ClassifierOption['value'], language: NumberLocale) => {
  const value = typeof volume === 'object' ? volume.value : volume;
  return typeof value === 'number' ? formatNumber(value, language, { maxDecimals: 2 }) : String(value);
};

export interface GeneralSectionProps {
  record: PackageDetailsRecord;
  form: DetailsForm;
  /** While a save or registration is on its way, nothing can be changed. */
  isDisabled: boolean;
}

/**
 * "Üldised andmed" (spec §2): EAN kood, Ettevõte, Tootenimetus, EAN tüüp, Toote kategooria, Pakenditüüp,
 * Asukohatähis, Värvus, Maht, Kaal, Staatus. A field the server lists in `editable_fields` is an input, every
 * other a read-only field (company and status always). The type's rules of §5 apply to volume and colour.
 */
export function GeneralSection({ record, form, isDisabled }: GeneralSectionProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const eanTypes = useEanTypes();
  const categories = useCategories();
  const packageTypes = usePackageTypes();
  useLoadFailureAlert(eanTypes, 'screens.operator.packageDetails.choicesLoadError');
  useLoadFailureAlert(categories, 'screens.operator.packageDetails.choicesLoadError');
  useLoadFailureAlert(packageTypes, 'screens.operator.packageDetails.choicesLoadError');
  useLoadFailureAlert(form.loads.colors, 'screens.operator.packageDetails.choicesLoadError');
  useLoadFailureAlert(form.loads.volumes, `${K}.volumesFailed`);
  const { values, editable } = form;

  const errorOf = (field: DetailsField) => {
    const server = form.serverErrors[field];
    if (server !== undefined) return server;
    const problem = form.problems.get(field);
    if (!form.attempted || problem === undefined) return undefined;
    if (problem === 'too-large') return t(`${K}.weightTooLarge`, weightLimitParams(language));
    return problem === 'missing' ? t(`${K}.fieldMissing`) : t(`${K}.weightNotNumber`);
  };
  const readOnly = (field: string, value: string) => (
    <TextField label={t(`${K}.fields.${field}` as `${typeof K}.fields.ean`)} value={value} isReadOnly />
  );
  const text = (field: 'ean' | 'packageName' | 'location' | 'packageWeight', key: string, shown: string) =>
    editable.has(field) ? (
      <TextField
        label={t(`${K}.fields.${key}` as `${typeof K}.fields.ean`)}
        value={values[field]}
        onChange={(value) => form.set(field, value)}
        isRequired={field !== 'location'}
        isDisabled={isDisabled}
        inputMode={field === 'packageWeight' ? 'decimal' : field === 'ean' ? 'numeric' : undefined}
        {...(field === 'ean' ? { maxLength: TEXT_MAX_LENGTH.ean } : {})}
        errorMessage={errorOf(field)}
      />
    ) : (
      readOnly(key, shown)
    );
  const choice = (
    field: 'eanType' | 'packageCategory' | 'packageType' | 'packageColor' | 'packageVolume',
    key: string,
    options: SelectOption[],
    shown: string,
    extra: { description?: string; onChange?: (key: import('react').Key | null) => void } = {},
  ): ReactNode =>
    editable.has(field) ? (
      <Select
        label={t(`${K}.fields.${key}` as `${typeof K}.fields.ean`)}
        options={options}
        value={values[field]}
        onChange={extra.onChange ?? form.setId(field as 'eanType')}
        isRequired
        isDisabled={isDisabled}
        description={extra.description}
        errorMessage={errorOf(field)}
      />
    ) : (
      readOnly(key, shown)
    );

  const rule = colourRuleOf(values.packageType);
  const colourOptions = colourChoices(form.colors, values.packageType).map((colour) => ({
    id: colour.id,
    label: optionText(colour),
    isDisabled: colour.isDisabled,
  }));
  // Until the type's volumes arrive, the chosen one stays shown.
  const volumeOptions: SelectOption[] = form.volumes
    ? form.volumes.map((volume) => ({ id: volume.id, label: volumeText(volume.value, language) }))
    : values.packageVolume === null
      ? []
      : [{ id: values.packageVolume, label: volumeText(record.volume, language) }];
  const volumeHint =
    editable.has('packageVolume') && form.volumes === undefined && !form.loads.volumes.isError
      ? t(`${K}.volumesLoading`)
      : undefined;

  return (
    <Card title={t(`${K}.title`)}>
      <Grid>
        {text('ean', 'ean', record.ean)}
        {readOnly('client', record.client.name)}
        {text('packageName', 'name', record.name)}
        {choice('eanType', 'eanType', toOptions(eanTypes.data), choiceText(record.ean_type))}
        {choice('packageCategory', 'category', toOptions(categories.data), choiceText(record.category))}
        {choice('packageType', 'packageType', toOptions(packageTypes.data), choiceText(record.type), {
          onChange: form.changeType,
        })}
        {text('location', 'location', record.location ?? '')}
        {choice('packageColor', 'color', colourOptions, choiceText(record.color), {
          description:
            rule === null
              ? undefined
              : t(rule === 'colourless-only' ? `${K}.colourlessOnly` : `${K}.colourlessNotAllowed`),
        })}
        {choice('packageVolume', 'volume', volumeOptions, volumeText(record.volume, language), {
          description: volumeHint,
        })}
        {text('packageWeight', 'weight', weightText(record.weight, language))}
        {readOnly('status', record.status.label)}
      </Grid>
    </Card>
  );
}
