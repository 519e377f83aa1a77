// No database.
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { specTranslator } from './spec-translator';

// A small catalog of our own, so what is tested is the reading back and the formatting, not a
// translator's wording (the real catalogs are pinned by server/lib/speak.test.ts).
const german = specTranslator('de', {
  'spec.wrongCode': 'Falscher Code. Bitte versuche es erneut.',
  'spec.hookNotPublic': 'Diese Adresse liegt in einem privaten Netz.',
  'kinds.anniversary.name': 'Jahrestag',
  'categories.family': 'Familie',
  'spec.waitSeconds': 'Bitte warte {n, plural, one {eine Sekunde} other {# Sekunden}}',
  'spec.signInSms': 'Dein Cakeday-Code ist {code}. Er läuft in 10 Minuten ab.',
  'spec.dateAdded': '{what} hinzugefügt!',
  'spec.birthdaysImported':
    'Geburtstage importiert! {added} neu{skipped, plural, =0 {} other {, {skipped} übersprungen}}.',
  'spec.channelPaused':
    'Pausiert nach {failures} Fehlschlägen{last, select, none {} other { (zuletzt: {last})}}. {resume}',
  'spec.sharesImported': '{n, plural, one {Ein Geburtstag importiert!} other {{n} Geburtstage importiert!}}',
  'spec.importDatesRead':
    'Gelesen als {order, select, dayMonth {T/M/J} other {M/T/J}} ({example} ist {reading}), {fromFile, select, yes {wie die Datei zeigt} other {wie dein Browser schreibt}}.',
  'spec.emptyCategory': 'Keine Geburtstage in {category}',
  'spec.importNotesShortened': 'Notizen auf {max, number} Zeichen gekürzt.',
});

describe('the spec translator', () => {
  it('says a plain sentence and a shared word by its catalog entry', () => {
    expect(german('Invalid verification code. Please try again.')).toBe(
      'Falscher Code. Bitte versuche es erneut.',
    );
    expect(german('Anniversary')).toBe('Jahrestag');
  });

  it('leaves any other text as it is: a name, an untranslated sentence, a near miss', () => {
    expect(german('Ada Lovelace')).toBe('Ada Lovelace');
    expect(german('Please enter a valid 6-digit code')).toBe('Please enter a valid 6-digit code');
    expect(german('Please wait 5 seconds before trying again!')).toBe(
      'Please wait 5 seconds before trying again!',
    );
    expect(german('')).toBe('');
  });

  it('reads a count back and gives it to the translation’s plural', () => {
    expect(german('Please wait 1 seconds before trying again')).toBe('Bitte warte eine Sekunde');
    expect(german('Please wait 42 seconds before trying again')).toBe('Bitte warte 42 Sekunden');
  });

  it('keeps a code as it was sent, leading zero and all', () => {
    expect(german('Your Cakeday code is 012345. It expires in 10 minutes.')).toBe(
      'Dein Cakeday-Code ist 012345. Er läuft in 10 Minuten ab.',
    );
  });

  it('tells an empty branch from a filled one', () => {
    expect(german('Birthdays imported successfully! 3 added.')).toBe('Geburtstage importiert! 3 neu.');
    expect(german('Birthdays imported successfully! 3 added, 2 skipped.')).toBe(
      'Geburtstage importiert! 3 neu, 2 übersprungen.',
    );
    expect(german('Successfully imported 1 birthday!')).toBe('Ein Geburtstag importiert!');
    expect(german('Successfully imported 7 birthdays!')).toBe('7 Geburtstage importiert!');
  });

  it('translates the words and sentences inside, a quoted one without its full stop', () => {
    expect(german(MSG.dateAdded('Anniversary'))).toBe('Jahrestag hinzugefügt!');
    expect(german(MSG.dateAdded('Name day'))).toBe('Name day hinzugefügt!');
    expect(german(MSG.emptyCategory('family'))).toBe('Keine Geburtstage in Familie');
    expect(german(MSG.channelPaused(10, MSG.hookNotPublic, 'Set it up again.'))).toBe(
      'Pausiert nach 10 Fehlschlägen (zuletzt: Diese Adresse liegt in einem privaten Netz). Set it up again.',
    );
    expect(german(MSG.channelPaused(10, null, 'Set it up again.'))).toBe(
      'Pausiert nach 10 Fehlschlägen. Set it up again.',
    );
  });

  it('reads a select back by the branch the English took, and a grouped number', () => {
    expect(german(MSG.importDatesRead('day-month', '03/04/1990', '3 April 1990', true))).toBe(
      'Gelesen als T/M/J (03/04/1990 ist 3 April 1990), wie die Datei zeigt.',
    );
    expect(german(MSG.importDatesRead('month-day', '03/04/1990', 'March 4, 1990', false))).toBe(
      'Gelesen als M/T/J (03/04/1990 ist March 4, 1990), wie dein Browser schreibt.',
    );
    expect(german(MSG.importNotesShortened(10_000))).toBe('Notizen auf 10.000 Zeichen gekürzt.');
  });

  it('takes a user’s text as a value, however it looks', () => {
    const name = 'Ω 🎂 {not ICU} (x) $1 \\d+';
    expect(german(MSG.dateAdded(name))).toBe(`${name} hinzugefügt!`);
  });
});
