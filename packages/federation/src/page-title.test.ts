import { PAGE_TITLE, pageOwnsTitle, releasePageTitle, setPageTitle } from './page-title';

describe("a page's own document title", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Glen Gaels</title>';
  });

  it('is the club’s until a page names itself', () => {
    expect(pageOwnsTitle()).toBe(false);
    setPageTitle('Match report | Glen Gaels');
    expect(document.title).toBe('Match report | Glen Gaels');
    expect(pageOwnsTitle()).toBe(true);
  });

  it('is the page’s when the server marked the title it wrote', () => {
    document.head.innerHTML = `<title ${PAGE_TITLE}="">Match report | Glen Gaels</title>`;
    expect(pageOwnsTitle()).toBe(true);
  });

  it('goes back to the club when the page is left', () => {
    setPageTitle('Match report | Glen Gaels');
    releasePageTitle('Glen Gaels');
    expect(document.title).toBe('Glen Gaels');
    expect(pageOwnsTitle()).toBe(false);
  });
});
