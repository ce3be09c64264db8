export declare const LOCALES_DIR: string;
export declare const GENERATED_FILE: string;
export declare function readLocale(dir: string, language: string): Record<string, unknown>;
export declare function messagesTypeSource(dir?: string): string;
