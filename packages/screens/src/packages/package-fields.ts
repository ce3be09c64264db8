// The texts of a package's fields, shared by the package table, the pending-application table, the filter
// bar and the Excel export, so each field has one label wherever a package is shown.
import type { TranslationKey } from '@epp/i18n';

export const PACKAGE_COLUMN_KEYS = {
  ean: 'screens.client.packages.columns.ean',
  eanType: 'screens.client.packages.columns.eanType',
  name: 'screens.client.packages.columns.name',
  color: 'screens.client.packages.columns.color',
  category: 'screens.client.packages.columns.category',
  type: 'screens.client.packages.columns.type',
  volume: 'screens.client.packages.columns.volume',
  weight: 'screens.client.packages.columns.weight',
  status: 'screens.client.packages.columns.status',
  date: 'screens.client.packages.columns.date',
  testResult: 'screens.client.packages.columns.testResult',
} as const satisfies Record<string, TranslationKey>;

/**
 * Short headers where the cells are narrower than the filter's label ("Nimetus", "Tüüp" for "Toote nimetus",
 * "Pakendi tüüp"), so all eleven columns of the package list fit 1200 px without a sideways scroll.
 */
export const PACKAGE_SHORT_HEADER_KEYS = {
  name: 'screens.client.packages.columns.shortName',
  type: 'screens.client.packages.columns.shortType',
} as const satisfies Record<string, TranslationKey>;
