/**
 * The messages the app's first script shows: the header, the footer, the home page and what they share. An
 * English page carries them in the main script and an Arabic page loads them before its first render; every
 * other message loads with the first screen that needs it (page-messages.ts), so the home page ships none of
 * them. The build fails when the first script names a message outside this list
 * (vite-plugins/icu-messages.ts), so a new text on the home page cannot show as its id.
 */
export const START_MESSAGES: { groups: readonly string[]; ids: readonly string[] } = {
  /** Whole groups: the ids beginning `group.`. */
  groups: [
    'a11y',
    'account',
    'banner',
    'bottomBar',
    'catalog',
    'chat',
    'footer',
    'home',
    'link',
    'logo',
    'meta',
    'nav',
    'search',
    'sizes',
    // Toasts come at once, from any page: their host is loaded without the rest of the catalogue.
    'toasts',
    'ui',
  ],
  /** Single messages of groups the rest of the store shows. */
  ids: ['cart.linkLabel', 'terms.pricesWithVat', 'terms.pricesNoVat'],
};

export function isStartMessage(id: string): boolean {
  return START_MESSAGES.ids.includes(id) || START_MESSAGES.groups.includes(id.split('.')[0] ?? '');
}
