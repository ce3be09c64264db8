import type { EppMessages } from './resources';

// Types `t()` of the "epp" namespace (typed keys and parameters). Opt-in, never imported by the main entry: with
// no typed namespace of its own, a host that got this augmentation would see `useTranslation('translation')`
// refused ('"translation"' is not assignable to '"epp"'), because i18next then knows only the namespaces listed
// here. The workspace's typecheck includes this file, so every package of the kit is checked with typed keys;
// a host that types its own namespaces (ResourceNamespaceMap or CustomTypeOptions.resources) may import
// '@epp/i18n/typed-keys' once to get them too, and the two merge.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    epp: EppMessages;
  }
}
