/** What the account services need of the mailer: where links point, and a nudge once a message is queued. */
export interface AccountMail {
  /** The store's address; every link in an e-mail starts with it. */
  publicUrl: string;
  /** Sends what was just queued now rather than at the worker's next poll (call it after the commit). */
  wake(): void;
}

/** A link to a storefront page that acts on the account with a single-use secret. */
export function accountLink(mail: AccountMail, page: string, secret: string): string {
  return `${mail.publicUrl}${page}?token=${encodeURIComponent(secret)}`;
}
