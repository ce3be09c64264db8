import type { Plugin } from 'esbuild';

export function compactStyleTemplates(source: string): string;
export function compactStylesPlugin(): Plugin;
export function compactStylesVitePlugin(): import('vite').Plugin;
