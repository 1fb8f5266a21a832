export type BuildName = 'web' | 'admin' | 'api';

export const REPO_ROOT: string;
export const SERVER_ARGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export function buildStale(names: readonly BuildName[], log?: (message: string) => void): Promise<void>;
export function buildAll(names: readonly BuildName[]): Promise<void>;
