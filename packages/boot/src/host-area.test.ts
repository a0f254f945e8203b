import { resolveHost } from './host-area';

describe('resolveHost', () => {
  it.each([
    ['demo.localhost', { area: 'club', club: 'demo' }],
    ['quiet.localhost', { area: 'club', club: 'quiet' }],
    ['localhost', { area: 'club', club: 'fallback' }],
    ['127.0.0.1', { area: 'club', club: 'fallback' }],
    ['[::1]', { area: 'club', club: 'fallback' }],
    ['www.touchline.ie', { area: 'club', club: 'fallback' }],
    ['club.touchline.ie', { area: 'club', club: 'fallback' }],
    ['backoffice.localhost', { area: 'backoffice', club: 'fallback' }],
    ['xgb.touchline.ie', { area: 'xgb', club: 'fallback' }],
    ['myaccount.touchline.ie', { area: 'myaccount', club: 'fallback' }],
    ['su.touchline.ie', { area: 'su', club: 'fallback' }],
    ['Stbrendans.Touchline.ie', { area: 'club', club: 'stbrendans' }],
  ])('%s -> %o', (host, expected) => {
    expect(resolveHost(host, 'fallback')).toEqual(expected);
  });
});
