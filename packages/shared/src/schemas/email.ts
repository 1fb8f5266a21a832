import { z } from 'zod';
import { requiredText } from './common';

export const EMAIL_MAX_LENGTH = 254;

/**
 * Kept apart from the sign-up schemas: those pull in the phone-number metadata, which a page with only an
 * email field (the newsletter) should not download.
 */
export const emailSchema = requiredText('Email', EMAIL_MAX_LENGTH)
  .toLowerCase()
  .pipe(z.email('Enter a valid email address.'));
