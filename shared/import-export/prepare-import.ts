import { keepCsvColumns } from './csv-import';
import { cleanImportText, isVcardText } from './import-file';
import { VCARD_PROPERTIES_READ } from './vcard-import';
import { keepVcardProperties } from './vcard-reader';

/**
 * A chosen file's bytes as text: UTF-8, or UTF-16 with its byte-order mark; else the legacy
 * charset a vCard names in its CHARSET parameters, else Windows-1252, in which Outlook on Windows
 * writes its CSV export.
 */
export function decodeImportBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const latin = windows1252(bytes);
    const named = [...latin.matchAll(/CHARSET=([\w-]+)/gi)].map((m) => m[1]!.toLowerCase());
    const legacy = named.find((c) => c !== 'utf-8' && c !== 'utf8');
    if (!legacy) return latin;
    try {
      return new TextDecoder(legacy).decode(bytes);
    } catch {
      return latin;
    }
  }
}

// Windows-1252's letters at 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ); some
// TextDecoders (Node 20's among them) read these bytes as ISO-8859-1's control characters.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (bytes: Uint8Array) =>
  new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);

/**
 * What of a file travels to the server: only what Cakeday reads (a phone's export is mostly
 * photos). The server reads the result exactly as it would read the whole file; a file this step
 * cannot read is sent whole, so that the server names what is wrong with it.
 */
export function prepareImportText(raw: string): string {
  const text = cleanImportText(raw);
  if (isVcardText(text)) return keepVcardProperties(text, VCARD_PROPERTIES_READ);
  try {
    return keepCsvColumns(text);
  } catch {
    return text;
  }
}
