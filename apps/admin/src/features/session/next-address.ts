/**
 * Where to go after signing in: the address the member was sent away from, if it is one of the back
 * office's own (a path under the app, never another site, `//host` or the sign-in page itself), else the
 * dashboard.
 */
export function nextAddress(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/sign-in(?:[/?#]|$)/.test(next)) return '/';
  return next;
}

/** The sign-in page's address that comes back to `pathname` + `search` afterwards. */
export function signInAddress(pathname: string, search: string): string {
  const from = `${pathname}${search}`;
  return from === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(from)}`;
}
