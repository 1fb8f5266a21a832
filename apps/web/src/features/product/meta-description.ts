/** Search engines show about 155 characters of a page description. */
const META_DESCRIPTION_LENGTH = 155;

/** The description cut at a word boundary to fit, with an ellipsis when something was cut. */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // One character is kept for the ellipsis; a cut that ends mid-word goes back to the last whole word.
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = flat[max - 1] === ' ' || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${words.replace(/[\s,.;:–-]+$/, '')}…`;
}
