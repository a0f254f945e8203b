import { accountAreaUrl } from './account-area-url';

const at = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('accountAreaUrl', () => {
  it("replaces the club's label with myaccount", () => {
    expect(accountAreaUrl(at('https:', 'demo.club.ie'))).toBe('https://myaccount.club.ie/');
  });

  it('keeps the protocol and the port', () => {
    expect(accountAreaUrl(at('http:', 'demo.localhost', '4200'))).toBe(
      'http://myaccount.localhost:4200/',
    );
  });

  it('puts myaccount in front of a single-label host', () => {
    expect(accountAreaUrl(at('http:', 'localhost', '4204'))).toBe(
      'http://myaccount.localhost:4204/',
    );
  });

  it('stays on the account area when already there', () => {
    expect(accountAreaUrl(at('https:', 'myaccount.club.ie'))).toBe('https://myaccount.club.ie/');
  });

  it("reads the page's own address by default", () => {
    expect(accountAreaUrl()).toBe(
      `${window.location.protocol}//myaccount.localhost${
        window.location.port ? `:${window.location.port}` : ''
      }/`,
    );
  });
});
