import { areaUrl, clubSiteUrl, hostAreaOf, setAreaAddresses } from './host-area';

const at = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('hostAreaOf', () => {
  it('reads the area from the first label, any other label being a club site', () => {
    expect(hostAreaOf('backoffice.club.ie')).toBe('backoffice');
    expect(hostAreaOf('XGB.club.ie')).toBe('xgb');
    expect(hostAreaOf('demo.club.ie')).toBe('site');
    expect(hostAreaOf('localhost')).toBe('site');
  });
});

describe('areaUrl', () => {
  it("replaces the club's label with the area's", () => {
    expect(areaUrl('myaccount', at('https:', 'demo.club.ie'))).toBe('https://myaccount.club.ie/');
    expect(areaUrl('backoffice', at('https:', 'demo.club.ie'))).toBe('https://backoffice.club.ie/');
  });

  it('puts the area in front of a two-label host and keeps the port', () => {
    expect(areaUrl('myaccount', at('https:', 'club.ie', '8443'))).toBe(
      'https://myaccount.club.ie:8443/',
    );
  });

  it('stays on the area when already there', () => {
    expect(areaUrl('myaccount', at('https:', 'myaccount.club.ie'))).toBe(
      'https://myaccount.club.ie/',
    );
  });

  it('uses the development ports on localhost', () => {
    expect(areaUrl('backoffice', at('http:', 'demo.localhost', '4200'))).toBe(
      'http://localhost:4300/',
    );
    expect(areaUrl('myaccount', at('http:', 'demo.localhost', '4200'))).toBe(
      'http://myaccount.localhost:4200/',
    );
    expect(areaUrl('myaccount', at('http:', 'localhost', '4200'))).toBe(
      'http://myaccount.localhost:4200/',
    );
  });

  it("leaves the back office's port for the sites' on localhost", () => {
    expect(areaUrl('myaccount', at('http:', 'localhost', '4300'))).toBe(
      'http://myaccount.localhost:4200/',
    );
  });

  describe('where the deployment names the areas', () => {
    afterEach(() => setAreaAddresses({}));

    it('leads to the back office on its own host, and from a club on its own domain to the account host', () => {
      setAreaAddresses({
        backofficeUrl: 'https://admin.clubs.example',
        accountUrl: 'https://myaccount.clubs.example/',
      });
      expect(areaUrl('backoffice', at('https:', 'demo.clubs.example'))).toBe(
        'https://admin.clubs.example/',
      );
      expect(areaUrl('myaccount', at('https:', 'www.gaels.ie'))).toBe(
        'https://myaccount.clubs.example/',
      );
    });

    it('derives an area the deployment leaves empty or names wrongly', () => {
      setAreaAddresses({ backofficeUrl: '', accountUrl: 'javascript:alert(1)' });
      expect(areaUrl('backoffice', at('https:', 'demo.club.ie'))).toBe(
        'https://backoffice.club.ie/',
      );
      expect(areaUrl('myaccount', at('https:', 'demo.club.ie'))).toBe('https://myaccount.club.ie/');
    });
  });
});

describe('clubSiteUrl', () => {
  it("puts the club's slug in the area's place", () => {
    expect(clubSiteUrl('demo', at('https:', 'backoffice.club.ie'))).toBe('https://demo.club.ie/');
    expect(clubSiteUrl('demo', at('https:', 'myaccount.club.ie', '8443'))).toBe(
      'https://demo.club.ie:8443/',
    );
    expect(clubSiteUrl('demo', at('https:', 'club.ie'))).toBe('https://demo.club.ie/');
  });

  it("uses the sites' development port on localhost, from the back office too", () => {
    expect(clubSiteUrl('demo', at('http:', 'localhost', '4300'))).toBe(
      'http://demo.localhost:4200/',
    );
    expect(clubSiteUrl('demo', at('http:', 'myaccount.localhost', '4200'))).toBe(
      'http://demo.localhost:4200/',
    );
  });
});
