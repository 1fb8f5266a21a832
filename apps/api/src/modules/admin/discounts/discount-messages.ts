/** What the back office says when a code is saved, word for word. */
export const codeCreated = (code: string) => `Discount code ${code} created.`;
export const codeSaved = (code: string) => `Discount code ${code} saved.`;
export const codePaused = (code: string) =>
  `Discount code ${code} paused: the checkout refuses it until resumed.`;
export const codeResumed = (code: string) => `Discount code ${code} resumed.`;
