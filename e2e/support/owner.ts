/**
 * The store's first owner: the e2e server starts with ADMIN_EMAIL and ADMIN_PASSWORD set to these
 * (global-setup.ts), and the back-office specs sign in as them.
 */
export const OWNER = { email: 'owner@littlesouq.test', password: 'little-souq-owner-2025' };
