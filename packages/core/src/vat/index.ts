export {
  ESTONIAN_VAT_RATES,
  ESTONIAN_VAT_RATES_WITH_FLAGGED_50,
  type VatRateChange,
  type VatRateTable,
  vatAmount,
  vatRateForPeriod,
  withVatRateChange,
} from './vat-rates';
