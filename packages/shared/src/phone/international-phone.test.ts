import { describe, expect, it } from 'vitest';
import { callingCodeOptions, joinPhone, toE164 } from './international-phone';

describe('callingCodeOptions', () => {
  const options = callingCodeOptions();

  it('lists about 200 countries, the UAE as +971', () => {
    expect(options.length).toBeGreaterThan(190);
    expect(options.find((o) => o.country === 'AE')).toEqual({
      country: 'AE',
      name: 'United Arab Emirates',
      callingCode: '+971',
    });
  });

  it('keeps shared codes such as +1 once per country', () => {
    const plusOne = options.filter((o) => o.callingCode === '+1').map((o) => o.country);
    expect(plusOne).toEqual(expect.arrayContaining(['US', 'CA']));
  });
});

describe('joinPhone and toE164 (sign-up)', () => {
  it.each([
    ['+971', '50 123 4567', '+971501234567'],
    ['+971', '0501234567', '+971501234567'],
    ['+44', '07911 123456', '+447911123456'],
    ['+1', '(201) 555-0123', '+12015550123'],
    ['+971', '+971 50 123 4567', '+971501234567'],
    ['+1', '+44 7911 123456', '+447911123456'],
  ])('%s + %s → %s', (code, number, e164) => {
    expect(toE164(joinPhone(code, number))).toBe(e164);
  });

  it.each(['+97112', '+971', 'hello', '+999123456789'])('refuses %j', (phone) => {
    expect(toE164(phone)).toBeNull();
  });

  it('reads a national UAE number by default, for login by mobile number', () => {
    expect(toE164('052 987 6543')).toBe('+971529876543');
  });
});
