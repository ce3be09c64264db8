export declare const chromiumArgs: string[];
export declare const browserHelp: string;
export declare function resolveChromium(): Promise<{
  executablePath: string;
  env: Record<string, string>;
  source: string;
}>;
