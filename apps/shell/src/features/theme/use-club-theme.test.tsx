import { renderHook } from '@testing-library/react';
import { PAGE_TITLE } from '@touchline/federation';
import { accountWith, fixtureAccount } from '../../test/club-account.fixture';
import { useClubTheme } from './use-club-theme';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const themeColor = () =>
  document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('useClubTheme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the club colours, readable text colours, title and theme-color', () => {
    renderHook(() => useClubTheme(fixtureAccount));
    expect(cssVar('--club-primary')).toBe('#0B5D3B');
    expect(cssVar('--club-accent')).toBe('#F2B705');
    expect(cssVar('--club-warning')).toBe('#B3261E');
    expect(cssVar('--club-logo-background')).toBe('#FFFFFF');
    expect(cssVar('--club-on-primary')).toBe('#ffffff');
    expect(cssVar('--club-on-accent')).toBe('#000000');
    expect(document.title).toBe(fixtureAccount.name);
    expect(themeColor()).toBe('#0B5D3B');
  });

  it('updates the existing theme-color tag when the club changes', () => {
    const { rerender } = renderHook(({ account }) => useClubTheme(account), {
      initialProps: { account: fixtureAccount },
    });
    const light = accountWith({
      name: 'Light Club',
      theme: { color: { ...fixtureAccount.theme.color, primary: '#F1FAEE' } },
    });
    rerender({ account: light });
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(themeColor()).toBe('#F1FAEE');
    expect(cssVar('--club-on-primary')).toBe('#000000');
    expect(document.title).toBe('Light Club');
  });

  it("keeps a page's own title, as the server sends an article's", () => {
    document.head.innerHTML = `<title ${PAGE_TITLE}="">Membership is open | ${fixtureAccount.name}</title>`;
    renderHook(() => useClubTheme(fixtureAccount));
    expect(document.title).toBe(`Membership is open | ${fixtureAccount.name}`);
  });

  it('names the club over a title the server wrote for no page of its own', () => {
    document.head.innerHTML = `<title>Membership is open | ${fixtureAccount.name}</title>`;
    renderHook(() => useClubTheme(fixtureAccount));
    expect(document.title).toBe(fixtureAccount.name);
  });

  it('does nothing before the club has loaded', () => {
    renderHook(() => useClubTheme(null));
    expect(cssVar('--club-primary')).toBe('');
    expect(themeColor()).toBeUndefined();
  });
});
