export {
  type AdditionalDepositLineAmounts,
  type AdditionalDepositTotals,
  type AdditionalDepositTotalsOptions,
  additionalDepositTotals,
  canSyncAdditionalDepositReport,
} from './totals';
