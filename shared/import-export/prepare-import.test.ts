import { describe, expect, it } from 'vitest';
import { decodeImportBytes, prepareImportText } from './prepare-import';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('reading a chosen file', () => {
  it('reads UTF-8, and UTF-16 by its byte-order mark', () => {
    expect(decodeImportBytes(new TextEncoder().encode('Zoë 🎂'))).toBe('Zoë 🎂');
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'Zoë'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeImportBytes(utf16)).toBe('Zoë');
  });

  it('reads a file that is not UTF-8 in the charset its vCard names, else as Windows-1252', () => {
    expect(decodeImportBytes(latin1('FN;CHARSET=ISO-8859-1:J\xfcrgen\r\n'))).toBe(
      'FN;CHARSET=ISO-8859-1:Jürgen\r\n',
    );
    // Outlook on Windows writes its CSV in the ANSI code page: € is 0x80 there, not in ISO-8859-1.
    expect(decodeImportBytes(latin1('"Vorname"\r\n"J\xfcrgen \x80"\r\n'))).toBe(
      '"Vorname"\r\n"Jürgen €"\r\n',
    );
  });

  it('sends a file it cannot read whole, for the server to say what is wrong', () => {
    expect(prepareImportText('name,date\n"Ann,2000-01-01\n')).toBe('name,date\n"Ann,2000-01-01\n');
    expect(prepareImportText('who,when\nAnn,2000-01-01\n')).toBe('who,when\nAnn,2000-01-01\n');
  });

  it("empties a contacts export's unused cells, so that what travels is small", () => {
    const csv =
      'First Name,Company,Birthday,E-mail Address\r\nAnn,Contoso,4/12/1985,ann@example.com\r\n,,,\r\n';
    expect(prepareImportText(`\uFEFF${csv}`)).toBe(
      'First Name,Company,Birthday,E-mail Address\r\nAnn,-,4/12/1985,-\r\n',
    );
  });
});
