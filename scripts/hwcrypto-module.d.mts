export declare const GENERATED_FILE: string;
export declare function hwcryptoModule(): string;
