import { MAX_STANDARD_COMMENTS } from '@epp/core';
import { type Message, useEppTranslation, useInterfaceLanguage, useMessageText } from '@epp/i18n';
import { FormGrid, FormGridCell, MultiSelect, Radio, RadioGroup, type SelectOption, TextField } from '@epp/ui';
import { fieldFlags, flagMessage, measureText } from './measurement-messages';
import type { BarcodeCheck, TestFormField, TestFormValues } from './test-form-values';

export interface MeasurementFieldsProps {
  values: TestFormValues;
  set: <K extends keyof TestFormValues>(key: K, value: TestFormValues[K]) => void;
  check: BarcodeCheck;
  /** The field's problem to show, if any (after the first submit), or the server's error code for it. */
  errorOf: (field: TestFormField) => Message | string | undefined;
  standardComments: readonly { id: number; value: string }[];
  isReadOnly: boolean;
  isDisabled: boolean;
}

/**
 * The measures of a test: width and height with their percentages (read-only, flagged when out of range),
 * location, sticker, PV, VV, the standard comments (up to three), a comment and the result OK/NOK.
 */
export function MeasurementFields({
  values,
  set,
  check,
  errorOf,
  standardComments,
  isReadOnly,
  isDisabled,
}: MeasurementFieldsProps) {
  const { t } = useEppTranslation();
  const text = useMessageText();
  const language = useInterfaceLanguage();

  const problemOf = (field: TestFormField) => {
    const problem = errorOf(field);
    return problem === undefined || typeof problem === 'string' ? problem : text(problem);
  };
  const flagsOf = (field: 'width' | 'height') => {
    const texts = fieldFlags(check.flags, field).map((flag) => text(flagMessage(flag, values.location, language)));
    return texts.length === 0 ? undefined : texts.join('. ');
  };
  const percentage = (field: 'width' | 'height') => {
    const value = field === 'width' ? check.widthPercentage : check.heightPercentage;
    return (
      <TextField
        label={t(`widgets.testMeasurementForm.${field}Percentage`)}
        value={value === null ? '' : measureText(value, language)}
        isReadOnly
        description={isReadOnly ? undefined : t('widgets.testMeasurementForm.computed')}
        errorMessage={flagsOf(field)}
      />
    );
  };
  const measure = (field: 'width' | 'height' | 'pv' | 'vv') => (
    <TextField
      label={t(`widgets.testMeasurementForm.${field}`)}
      inputMode="decimal"
      value={values[field]}
      onChange={(value) => set(field, value)}
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      isRequired={!isReadOnly}
      errorMessage={problemOf(field)}
    />
  );

  const commentsFull = values.standardComments.length >= MAX_STANDARD_COMMENTS;
  const commentOptions: SelectOption[] = standardComments.map((comment) => ({
    id: comment.id,
    label: comment.value,
    isDisabled: commentsFull && !values.standardComments.includes(comment.id),
  }));
  const chosenCommentLabels = values.standardComments
    .map((id) => standardComments.find((comment) => comment.id === id)?.value ?? String(id))
    .join(', ');

  return (
    <FormGrid>
      {measure('width')}
      {measure('height')}
      {percentage('width')}
      {percentage('height')}
      <RadioGroup
        label={t('widgets.testMeasurementForm.location')}
        orientation="horizontal"
        value={values.location}
        onChange={(value) => set('location', value === 'horizontal' ? 'horizontal' : 'vertical')}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        errorMessage={problemOf('location')}
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
        errorMessage={problemOf('isSticker')}
      >
        <Radio value="yes">{t('widgets.testMeasurementForm.yes')}</Radio>
        <Radio value="no">{t('widgets.testMeasurementForm.no')}</Radio>
      </RadioGroup>
      {measure('pv')}
      {measure('vv')}
      <FormGridCell wide>
        {isReadOnly ? (
          <TextField label={t('widgets.testMeasurementForm.standardComments')} value={chosenCommentLabels} isReadOnly />
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
            errorMessage={problemOf('standardComments')}
          />
        )}
      </FormGridCell>
      <FormGridCell wide>
        <TextField
          label={t('widgets.testMeasurementForm.comment')}
          multiline
          rows={2}
          value={values.comment}
          onChange={(value) => set('comment', value)}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
        />
      </FormGridCell>
      <FormGridCell wide>
        <RadioGroup
          label={t('widgets.testMeasurementForm.status')}
          orientation="horizontal"
          value={values.status}
          onChange={(value) => set('status', value === 'OK' ? 'OK' : 'NOK')}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          isRequired={!isReadOnly}
          errorMessage={problemOf('status')}
        >
          <Radio value="OK">{t('status.testResult.OK')}</Radio>
          <Radio value="NOK">{t('status.testResult.NOK')}</Radio>
        </RadioGroup>
      </FormGridCell>
    </FormGrid>
  );
}
