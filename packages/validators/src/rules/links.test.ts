import { INVALID_LINK } from '../core/messages';
import { phone, url } from './links';

describe('url', () => {
  it.each(['club.ie', 'https://www.club.ie/join?x=1#top', 'http://sub.club.co.uk:8080/a'])(
    'accepts %s',
    (address) => expect(url()(address)).toBeUndefined(),
  );

  it.each(['club', 'ftp://club.ie', 'https://club .ie', 'https://', 'club.ie/with space'])(
    'says "Invalid link" for %s',
    (address) => expect(url()(address)).toBe(INVALID_LINK),
  );
});

describe('phone', () => {
  it('wants 9 or more digits, with an optional leading +', () => {
    expect(phone()('087123456')).toBeUndefined();
    expect(phone()('+353871234567')).toBeUndefined();
    expect(phone()('08712345')).toBe('Invalid value');
    expect(phone()('087 123 4567')).toBe('Invalid value');
    expect(phone()('353+871234567')).toBe('Invalid value');
  });
});
