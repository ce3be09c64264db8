// @epp/core: every domain rule of the spec that is not about pixels. Each topic is also its own subpath
// (`@epp/core/gtin`, `@epp/core/money`, ...), so an embedder pays only for what it imports.
export * from './additional-deposit';
export * from './badges';
export * from './barcode-print';
export * from './conditions';
export * from './email';
export * from './errors';
export * from './estonian-ids';
export * from './gtin';
export * from './iban';
export * from './import-files';
export * from './input-limits';
export * from './money';
export * from './numeric-input';
export * from './pagination';
export * from './periods';
export * from './phone';
export * from './sales-report';
export * from './scanner';
export * from './session';
export * from './signing';
export * from './state-rules';
export * from './vat';
