import { useSyncExternalStore } from 'react';
import { ENGLISH_START_MESSAGES, loadRestMessages, loadStartMessages, type Messages } from './messages';
import { pageLocale } from './page-locale';

/*
 * The messages the page has at hand. The app renders first with the first view's (start-messages.ts); any
 * other screen, and anything the layout opens later (a menu, a sheet), waits for the rest of the catalogue
 * through withAllMessages, so the home page never loads it and no screen shows before its words are here.
 */
let messages: Messages = ENGLISH_START_MESSAGES;
let rest: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(more: Messages): void {
  messages = { ...messages, ...more };
  for (const listener of listeners) listener();
}

/**
 * Loads the first view's messages in the page's language. If they cannot be loaded (a lost connection on an
 * Arabic page), the page shows in English rather than not at all.
 */
export async function loadPageMessages(): Promise<void> {
  const start = await loadStartMessages(pageLocale).catch((error: unknown) => {
    console.error('The messages of this language could not be loaded', error);
    return loadStartMessages('en');
  });
  publish(start);
}

/** The rest of the catalogue, loaded once; English where the page's language could not be loaded. */
function loadAllMessages(): Promise<void> {
  rest ??= loadRestMessages(pageLocale)
    .catch((error: unknown) => {
      console.error('The messages of this language could not be loaded', error);
      return loadRestMessages('en');
    })
    .then(publish, (error: unknown) => {
      rest = undefined;
      throw error;
    });
  return rest;
}

/** `load` (a screen's or a part's code) together with every message, so what it shows has its words. */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllMessages()]))[0];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages at hand, for the page's IntlProvider; it renders again when more arrive. */
export function usePageMessages(): Messages {
  return useSyncExternalStore(subscribe, () => messages);
}
