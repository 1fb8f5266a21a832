import type { SearchSuggestions } from '@souq/shared/schemas/search-suggestions';
import { useEffect, useState } from 'react';
import { getSearchSuggestions } from './get-search-suggestions';

/** How long typing must pause before the words are sent: one request per pause, not per key. */
export const SUGGESTIONS_DELAY_MS = 150;
/** Answers kept for texts typed again (a key rubbed out), and for how long. */
const REMEMBERED = 30;
const REMEMBERED_MS = 60_000;

export interface FoundSuggestions {
  /** The text the answer is for: the words typed may have moved on while the next answer loads. */
  text: string;
  answer: SearchSuggestions;
}

const remembered = new Map<string, { answer: SearchSuggestions; at: number }>();

function recall(text: string): SearchSuggestions | undefined {
  const kept = remembered.get(text);
  if (kept && Date.now() - kept.at < REMEMBERED_MS) return kept.answer;
  remembered.delete(text);
  return undefined;
}

function remember(text: string, answer: SearchSuggestions): void {
  remembered.delete(text);
  remembered.set(text, { answer, at: Date.now() });
  for (const oldest of remembered.keys()) {
    if (remembered.size <= REMEMBERED) break;
    remembered.delete(oldest);
  }
}

/**
 * The suggestions for `text`, asked for once typing pauses (SUGGESTIONS_DELAY_MS). Each new key cancels the
 * pause and aborts the request under way, so an older answer never replaces a newer one. Blank text asks
 * nothing and has none. Until the new answer comes, the last one stays, so the list does not flicker.
 */
export function useSearchSuggestions(text: string): FoundSuggestions | null {
  const [found, setFound] = useState<FoundSuggestions | null>(null);
  useEffect(() => {
    if (!text.trim()) {
      setFound(null);
      return;
    }
    const known = recall(text);
    if (known) {
      setFound({ text, answer: known });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(text, controller.signal).then(
        (answer) => {
          remember(text, answer);
          setFound({ text, answer });
        },
        () => {
          // Aborted by the next key, or failed: the search field works without suggestions.
          if (!controller.signal.aborted) setFound(null);
        },
      );
    }, SUGGESTIONS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return found;
}
