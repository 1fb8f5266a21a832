/** Storage that never throws: private modes and full quotas make the Web Storage API fail. */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // Losing a remembered value is better than breaking the page.
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);

export function readJson<T>(raw: string | null, parse: (value: unknown) => T | null): T | null {
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}
