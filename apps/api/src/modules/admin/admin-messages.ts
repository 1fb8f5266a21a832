/** What the back office's refusals say, word for word (the admin app shows the server's message). */
export const STAFF_SIGN_IN_REQUIRED = 'Please sign in to the back office.';
export const STAFF_BAD_CREDENTIALS = 'Incorrect email or password.';
export const OWNER_ONLY = 'Only an owner can do this.';
export const FOREIGN_ORIGIN = 'This request came from another site and was refused.';
export const LINK_NOT_VALID = 'This link is not valid or has expired.';
export const EMAIL_ON_STAFF = 'A member of staff already has this email.';
export const STAFF_NOT_FOUND = 'Staff member not found.';
export const LAST_OWNER = 'The store needs at least one owner.';
export const NOT_YOURSELF = 'You cannot remove yourself.';
export const SIGNED_OUT = 'Signed out.';
export const STAFF_REMOVED = 'Staff member removed.';
export const TWO_FACTOR_FIRST = 'The store requires owners to sign in with two factors: turn it on first.';
export const TWO_FACTOR_WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_STARTED = 'Start setting up two-factor sign-in first.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on.';
export const TWO_FACTOR_KEEP_FOR_OWNERS =
  'The store requires owners to sign in with two factors, so it stays on.';
export const TWO_FACTOR_YOURSELF_FIRST = 'Turn on two-factor sign-in for yourself first.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const NOT_CASH_ON_DELIVERY = 'Cash is recorded only for cash-on-delivery orders.';
export const NOT_DELIVERED_YET = 'Cash is recorded once the order is Delivered.';
export const SAY_WHY_IT_CAME_BACK =
  'Say why the parcel is coming back (for example, refused at delivery) in the note.';
export const CASH_ALREADY_RECORDED = 'Cash for this order was already recorded.';

export function invitationSent(email: string): string {
  return `Invitation ready for ${email}. Send them the link; it works once, for 72 hours.`;
}

export function moved(status: string): string {
  return `Moved to ${status}.`;
}
