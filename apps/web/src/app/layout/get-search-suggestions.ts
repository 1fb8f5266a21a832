import {
  type SearchSuggestions,
  searchSuggestionsResponseSchema,
} from '@souq/shared/schemas/search-suggestions';
import { apiRequest } from '@/shared/api/api-client';

/**
 * `GET /api/search/suggestions?q=`: the header search's products and groups for the words typed. A public
 * read, the same for every shopper; `signal` drops it when the shopper types on.
 */
export function getSearchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestions> {
  return apiRequest(`/api/search/suggestions?q=${encodeURIComponent(text)}`, {
    schema: searchSuggestionsResponseSchema,
    signal,
    anonymous: true,
  });
}
