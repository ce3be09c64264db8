import { isSignMethodEnabled, SIGN_METHOD_CODES, SIGN_METHODS, type SignMethod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Radio, RadioGroup } from '@epp/ui';
import { METHOD_LABEL } from './signing-messages';
import type { SigningModalProps } from './signing-modal';

export interface SignMethodGroupProps {
  value: SignMethod | null;
  onChange: (method: SignMethod) => void;
  methodFacts: NonNullable<SigningModalProps['methodFacts']>;
  isDisabled: boolean;
  /** Sign was pressed without a method. */
  isMissing: boolean;
}

/** The three methods "1 Mobiil-ID", "2 Smart-ID", "3 ID-kaart"; Mobile-ID only where its rule allows. */
export function SignMethodGroup({ value, onChange, methodFacts, isDisabled, isMissing }: SignMethodGroupProps) {
  const { t } = useEppTranslation();
  return (
    <RadioGroup
      label={t('widgets.signingModal.method')}
      orientation="horizontal"
      value={value}
      onChange={(method) => onChange(method as SignMethod)}
      isDisabled={isDisabled}
      isRequired
      errorMessage={isMissing ? t('errors.signing.methodMissing') : undefined}
    >
      {SIGN_METHODS.map((method) => (
        <Radio key={method} value={method} isDisabled={!isSignMethodEnabled(method, methodFacts)}>
          {`${SIGN_METHOD_CODES[method]} ${t(METHOD_LABEL[method])}`}
        </Radio>
      ))}
    </RadioGroup>
  );
}
