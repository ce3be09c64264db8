import { useTranslation } from 'react-i18next';
import { EPP_NAMESPACE } from './namespace';

/** `useTranslation` bound to the EPP namespace, with typed keys. */
export function useEppTranslation() {
  return useTranslation(EPP_NAMESPACE);
}
