import { juvenileDateOfBirth } from './juvenile';

describe('juvenileDateOfBirth', () => {
  const check = juvenileDateOfBirth(2026);

  it('takes a date in the juvenile age range of the season', () => {
    expect(check('2015-05-04')).toBeUndefined();
    expect(check('2009-01-01')).toBeUndefined();
    expect(check('2022-12-31')).toBeUndefined();
  });

  it('says which side of the range a date falls on, and asks for one', () => {
    expect(check('2008-12-31')).toBe(
      'Date of birth is below the juvenile age range (born 2009 to 2022)',
    );
    expect(check('2023-01-01')).toBe(
      'Date of birth is above the juvenile age range (born 2009 to 2022)',
    );
    expect(check('')).toBe('Please enter date of birth');
    expect(check('2015-02-30')).toBe('Invalid value');
  });
});
