import { csvAmount, csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('writes plain text as it is and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Siobhan Murphy')).toBe('Siobhan Murphy');
    expect(csvCell('Murphy, Siobhan')).toBe('"Murphy, Siobhan"');
    expect(csvCell('The "Lions"')).toBe('"The ""Lions"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+353 1 234')).toBe("'+353 1 234");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a document with a byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['Date', 'Amount'],
        ['2026-11-30', '15.00'],
      ]),
    ).toBe('\uFEFFDate,Amount\r\n2026-11-30,15.00\r\n');
  });

  it('writes cents as an amount with two decimals', () => {
    expect(csvAmount(1500)).toBe('15.00');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(123456)).toBe('1234.56');
    expect(csvAmount(0)).toBe('0.00');
  });
});
