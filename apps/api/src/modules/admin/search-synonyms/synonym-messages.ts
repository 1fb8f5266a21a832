/** What the back office says when a synonym group changes, word for word; a group is named by its first term. */
export const groupAdded = (first: string) => `Synonym group “${first}” added.`;
export const groupSaved = (first: string) => `Synonym group “${first}” saved.`;
export const groupDeleted = (first: string) => `Synonym group “${first}” deleted.`;
