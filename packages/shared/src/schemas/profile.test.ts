import { describe, expect, it } from 'vitest';
import { formatInternational } from '../phone/international-phone';
import {
  PASSWORDS_DIFFER,
  RESET_LINK_INVALID,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from './password-reset';
import { changePasswordFormSchema, updateProfileRequestSchema } from './profile';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the profile and password forms', () => {
  it('reads the phone by sign-up’s rules and stores it in E.164 form', () => {
    expect(updateProfileRequestSchema.parse({ name: ' Mariam ', phone: '055 123 9876' })).toEqual({
      name: 'Mariam',
      phone: '+971551239876',
    });
    expect(formatInternational('+971551239876')).toBe('+971 55 123 9876');
  });

  it('says a too short password and a second typing that differs at once', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'other' })),
    ).toEqual([
      ['password', 'Password must be at least 8 characters.'],
      ['confirmPassword', PASSWORDS_DIFFER],
    ]);
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'long enough',
          confirmPassword: 'long enough!',
        }),
      ),
    ).toEqual([
      ['currentPassword', 'Current password is required.'],
      ['confirmPassword', PASSWORDS_DIFFER],
    ]);
  });

  it.each([undefined, '', 'a b', 'x'.repeat(101), 'abc%2F'])(
    'refuses the link token %j in the link’s words',
    (token) => {
      expect(messages(resetPasswordRequestSchema.safeParse({ token, password: 'long enough' }))).toEqual([
        ['token', RESET_LINK_INVALID],
      ]);
    },
  );
});
