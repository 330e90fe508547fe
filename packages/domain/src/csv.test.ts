import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, utf8Bom } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text, Arabic and numbers as they are', () => {
    expect(csvCell('Lina Haddad')).toBe('Lina Haddad');
    expect(csvCell('سامي خليل')).toBe('سامي خليل');
    expect(csvCell(4)).toBe('4');
    expect(csvCell(0)).toBe('0');
  });

  it('writes a missing value as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Haddad, Lina')).toBe('"Haddad, Lina"');
    expect(csvCell('the "big" party')).toBe('"the ""big"" party"');
    expect(csvCell('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+970591234567')).toBe("'+970591234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves those characters alone inside the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('walk-in')).toBe('walk-in');
    expect(csvCell('lina@example.com')).toBe('lina@example.com');
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = buildCsv(['Name', 'People'], [['Lina', 4]]);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,People\r\nLina,4\r\n');
  });

  it('writes Arabic headers and values as they are, escaped like any other cell', () => {
    const csv = buildCsv(
      ['الاسم', 'الهاتف', 'ملاحظات'],
      [['سامي خليل', '0591234567', 'عيد ميلاد، ١٠ أطفال']],
    );
    expect(csv).toBe(
      `${utf8Bom}الاسم,الهاتف,ملاحظات\r\nسامي خليل,0591234567,عيد ميلاد، ١٠ أطفال\r\n`,
    );
    const withComma = buildCsv(['الاسم'], [['خليل, سامي']]);
    expect(withComma).toBe(`${utf8Bom}الاسم\r\n"خليل, سامي"\r\n`);
  });

  it('writes only the header when there are no rows, and guards the header too', () => {
    expect(buildCsv(['=Name'], [])).toBe(`${utf8Bom}'=Name\r\n`);
  });

  it('keeps a quoted line break inside its cell, so the file still has one record per row', () => {
    const csv = buildCsv(['Notes', 'People'], [['a\nb', 2]]);
    expect(csv).toBe(`${utf8Bom}Notes,People\r\n"a\nb",2\r\n`);
  });
});
