import { describe, expect, it } from 'vitest';
import {
  decodeBytes,
  keepVcardProperties,
  parseProperty,
  readVcards,
  splitCompound,
  unescapeText,
} from './vcard-reader';

const cardsOf = (text: string) => [...readVcards(text)];
const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n');
const valuesOf = (text: string, name: string) =>
  cardsOf(text).map((c) => c.properties.find((p) => p.name === name)?.value);

describe('the line layer', () => {
  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
    ['CR CR LF', '\r\r\n'],
  ])('ends lines with %s', (_, end) => {
    const text = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ann', 'BDAY:2000-01-02', 'END:VCARD', ''].join(end);
    expect(cardsOf(text).map((c) => c.properties.map((p) => `${p.name}=${p.value}`))).toEqual([
      ['VERSION=3.0', 'FN=Ann', 'BDAY=2000-01-02'],
    ]);
  });

  it('unfolds lines that go on with a space or a tab (RFC 6350 §3.2)', () => {
    expect(valuesOf(card('FN:山田 太郎 with a lon', ' g name', '\tand more'), 'FN')).toEqual([
      '山田 太郎 with a long nameand more',
    ]);
  });

  it('joins vCard 2.1 quoted-printable soft line breaks, folded or not, and decodes the charset', () => {
    const text = card(
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=',
      'Br=C3=BCning;=',
      'Michael',
      'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:100 Waters Edge=0D=',
      ' =0ABaytown',
      'FN;CHARSET=ISO-8859-1;QUOTED-PRINTABLE:J=F6rg M=FCller',
    );
    expect(valuesOf(text, 'N')).toEqual(['Brüning;Michael']);
    expect(valuesOf(text, 'NOTE')).toEqual(['100 Waters Edge\r\nBaytown']);
    expect(valuesOf(text, 'FN')).toEqual(['Jörg Müller']);
  });

  it('skips a 2.1 base64 photo whose lines are not indented, up to the blank line that ends it', () => {
    const text = card(
      'VERSION:2.1',
      'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQ',
      'SkZJRgAB',
      'AQAAAQ==',
      '',
      'FN:Ann',
    );
    const [only] = cardsOf(text);
    expect(only!.properties.map((p) => p.name)).toEqual(['VERSION', 'PHOTO', 'FN']);
    expect(only!.properties[1]!.value).toBe('/9j/4AAQSkZJRgABAQAAAQ==');
  });

  it('skips lines that are no property instead of failing the card', () => {
    const text = card('FN:Ann', 'this line is junk', 'FN', '=C3=91', 'BDAY:2000-01-02');
    expect(cardsOf(text)[0]!.properties.map((p) => `${p.name}:${p.value}`)).toEqual([
      'FN:Ann',
      'FN:',
      'BDAY:2000-01-02',
    ]);
  });
});

describe('properties', () => {
  it('reads a group, 2.1 bare parameters as TYPE, and quoted values holding ; and :', () => {
    const property = parseProperty('item1.TEL;CELL;PREF;X-ID="a;b:c":+1 202 555 0199')!;
    expect(property.name).toBe('TEL');
    expect(property.params.get('TYPE')).toEqual(['CELL', 'PREF']);
    expect(property.params.get('X-ID')).toEqual(['a;b:c']);
    expect(property.value).toBe('+1 202 555 0199');
  });

  it('reads comma lists of parameter values', () => {
    expect(parseProperty('TEL;TYPE=WORK,VOICE:1')!.params.get('TYPE')).toEqual(['WORK', 'VOICE']);
  });

  it('falls back to UTF-8 for a charset the platform does not know', () => {
    expect(decodeBytes(new TextEncoder().encode('Zoë'), 'x-unknown')).toBe('Zoë');
  });
});

describe('text values (RFC 2426 §5, RFC 6350 §3.4)', () => {
  it('unescapes \\; \\, \\n \\N \\\\ and the \\: \\" Apple writes, and keeps other backslashes', () => {
    expect(
      unescapeText('SERVICES\\; LOSS OF USE\\, DATA\\nline\\Nend\\\\ http\\://x \\"AS IS\\" C:\\temp'),
    ).toBe('SERVICES; LOSS OF USE, DATA\nline\nend\\ http://x "AS IS" C:\\temp');
  });

  it('splits a compound value only at unescaped semicolons', () => {
    expect(splitCompound('O\'Brien\\, Jr.\\; the "Boss";Ann;;;')).toEqual([
      'O\'Brien, Jr.; the "Boss"',
      'Ann',
      '',
      '',
      '',
    ]);
    expect(splitCompound('a\\\\;b')).toEqual(['a\\', 'b']);
  });
});

describe('cards', () => {
  it('returns a card without END:VCARD cut off, and the cards after it whole', () => {
    const text = [
      'BEGIN:VCARD',
      'FN:Cut',
      'BEGIN:VCARD',
      'FN:Whole',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:Last',
    ].join('\n');
    expect(cardsOf(text).map((c) => [c.number, c.properties[0]!.value, c.cutOff])).toEqual([
      [1, 'Cut', true],
      [2, 'Whole', false],
      [3, 'Last', true],
    ]);
  });

  it("keeps a 2.1 AGENT's embedded card out of the contact", () => {
    const text = card('FN:Boss', 'AGENT:', 'BEGIN:VCARD', 'FN:Assistant', 'END:VCARD', 'BDAY:1970-01-01');
    const cards = cardsOf(text);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.properties.map((p) => `${p.name}:${p.value}`)).toEqual([
      'FN:Boss',
      'AGENT:',
      'BDAY:1970-01-01',
    ]);
  });

  it('ignores lines outside any card and counts cards from 1', () => {
    expect(cardsOf(`junk\n${card('FN:A')}\n\n${card('FN:B')}`).map((c) => c.number)).toEqual([1, 2]);
  });
});

describe('keeping only what Cakeday reads', () => {
  it('drops photos and other properties, and the result reads as the same cards', () => {
    const text = [
      card(
        'VERSION:2.1',
        'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91;=',
        'Ann',
        'PHOTO;BASE64:',
        '  AAAA',
        '',
      ),
      card('VERSION:3.0', 'FN:Bob', 'PHOTO;ENCODING=b;TYPE=JPEG:QUJD', ' REVG', 'BDAY:--0517', 'X-SOCIAL:x'),
    ].join('\r\n');
    const names = new Set(['N', 'FN', 'BDAY']);
    const kept = keepVcardProperties(text, names);
    expect(kept).not.toContain('PHOTO');
    expect(kept).not.toContain('X-SOCIAL');
    const shape = (t: string) =>
      cardsOf(t).map((c) => c.properties.filter((p) => names.has(p.name)).map((p) => [p.name, p.value]));
    expect(shape(kept)).toEqual(shape(text));
    expect(shape(kept)).toEqual([
      [['N', 'Ñ;Ann']],
      [
        ['FN', 'Bob'],
        ['BDAY', '--0517'],
      ],
    ]);
  });
});
