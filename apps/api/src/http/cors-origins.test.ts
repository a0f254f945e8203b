import { defaultCorsOrigins } from '../config';
import { createOriginMatcher } from './cors-origins';

describe('createOriginMatcher', () => {
  const isAllowed = createOriginMatcher(defaultCorsOrigins());

  it.each([
    'http://localhost:4200',
    'http://localhost:4205',
    'http://localhost:4300',
    'http://demo.localhost:4200',
    'http://quiet.localhost:4204',
    'http://backoffice.localhost:4300',
  ])('allows %s by default', (origin) => {
    expect(isAllowed(origin)).toBe(true);
  });

  it.each([
    'http://evil.example',
    'http://localhost:4206',
    'http://localhost:3000',
    'https://localhost:4200',
    'http://a.b.localhost:4200',
    'http://demo.localhost.evil.example:4200',
    'http://evil-localhost:4200',
    'null',
  ])('refuses %s by default', (origin) => {
    expect(isAllowed(origin)).toBe(false);
  });

  it('matches exact origins and one wildcard label, ignoring case', () => {
    const matcher = createOriginMatcher(['https://admin.clubs.example', 'https://*.clubs.example']);
    expect(matcher('https://admin.clubs.example')).toBe(true);
    expect(matcher('https://Demo.Clubs.Example')).toBe(true);
    expect(matcher('https://clubs.example')).toBe(false);
    expect(matcher('http://demo.clubs.example')).toBe(false);
    expect(matcher('https://demo.clubs.example:8443')).toBe(false);
  });
});
