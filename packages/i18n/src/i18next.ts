import type { EppMessages } from './resources';

// Types `t()` for the "epp" namespace in every package that uses react-i18next's useTranslation('epp').
// ResourceNamespaceMap (i18next 27) merges with an embedding app's own namespaces instead of clashing.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    epp: EppMessages;
  }
}
