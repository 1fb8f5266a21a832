/** Text written into an attribute's double quotes. */
export const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Text written between tags. */
export const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
