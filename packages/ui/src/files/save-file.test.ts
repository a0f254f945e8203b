import { saveFile } from './save-file';

describe('saveFile', () => {
  const created = jest.fn(() => 'blob:http://demo.localhost/receipt');
  const revoked = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  });

  afterEach(() => {
    jest.useRealTimers();
    created.mockClear();
    revoked.mockClear();
  });

  it('downloads the file under its name once, leaving no link on the page', () => {
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    saveFile(pdf, 'order-1042.pdf');
    expect(created).toHaveBeenCalledWith(pdf);
    expect(clicks).toEqual([
      { href: 'blob:http://demo.localhost/receipt', download: 'order-1042.pdf' },
    ]);
    expect(document.querySelector('a')).toBeNull();
    // The object URL is let go once the browser has taken the file.
    expect(revoked).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:http://demo.localhost/receipt');
    click.mockRestore();
  });
});
