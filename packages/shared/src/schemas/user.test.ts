import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  parseLoginIdentifier,
  registerRequestSchema,
  signUpFormSchema,
  signUpRequest,
} from './user';

const valid = { name: 'Aisha', email: 'Aisha@Example.com', password: 'long enough', phone: '+971501234567' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registerRequestSchema', () => {
  it('trims the name, lower-cases the email and stores the phone in E.164', () => {
    const parsed = registerRequestSchema.parse({ ...valid, name: '  Aisha  ', phone: '+971 50 123 4567' });
    expect(parsed).toEqual({
      name: 'Aisha',
      email: 'aisha@example.com',
      password: 'long enough',
      phone: '+971501234567',
    });
  });

  it.each([
    [{ name: undefined }, 'Name is required.'],
    [{ name: 42 }, 'Name must be text.'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ email: 'aisha' }, 'Enter a valid email address.'],
    [{ email: { $ne: '' } }, 'Email must be text.'],
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ password: 'x'.repeat(100_000) }, 'Password must be at most 128 characters.'],
    [{ phone: '+97112' }, 'Please enter a valid phone number.'],
    [{ phone: ['+971501234567'] }, 'Phone number must be text.'],
  ])('refuses %j with a message naming the field', (override, message) => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });
});

describe('loginRequestSchema and parseLoginIdentifier', () => {
  it('names the combined field when it is missing', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe(
      'Email or Mobile Number is required.',
    );
  });

  it('reads an email or a mobile number', () => {
    expect(parseLoginIdentifier(' Aisha@Example.com ')).toEqual({
      kind: 'email',
      email: 'aisha@example.com',
    });
    expect(parseLoginIdentifier('0501234567')).toEqual({ kind: 'phone', phone: '+971501234567' });
    expect(parseLoginIdentifier('+44 7911 123456')).toEqual({ kind: 'phone', phone: '+447911123456' });
    expect(parseLoginIdentifier('nonsense')).toBeNull();
  });
});

describe('signUpFormSchema', () => {
  const form = {
    name: 'Aisha',
    callingCode: '+971',
    phoneNumber: '50 123 4567',
    email: 'a@b.co',
    password: '12345678',
  };

  it('joins the calling code and the number for the request', () => {
    expect(signUpRequest(signUpFormSchema.parse(form)).phone).toBe('+971501234567');
  });

  it('shows the phone error together with the other fields’ errors', () => {
    const result = signUpFormSchema.safeParse({ ...form, name: '', phoneNumber: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required.'],
      ['phoneNumber', 'Please enter a valid phone number.'],
    ]);
  });
});
