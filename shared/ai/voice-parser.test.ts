import { VOICE_CONFIDENCE_THRESHOLD } from '@shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { parseVoiceOffline } from './voice-parser';

const PHRASINGS: Array<[string, string, string]> = [
  ['Add Sarah on March 5th', 'Sarah', '--03-05'],
  ["my mom's birthday is 12 July", 'Mom', '--07-12'],
  ['John, 1990-04-03', 'John', '1990-04-03'],
  ['Zeynep ninth of October', 'Zeynep', '--10-09'],
  ['Zeynep on the ninth of October', 'Zeynep', '--10-09'],
  ['add john smith born on december 25 1985', 'John Smith', '1985-12-25'],
  ["Emily's birthday is on the 3rd of May", 'Emily', '--05-03'],
  ['remember Tom birthday 7/14', 'Tom', '--07-14'],
  ['Carlos February twenty second', 'Carlos', '--02-22'],
  ['Alex on February 29', 'Alex', '--02-29'],
  ['add Ali June first', 'Ali', '--06-01'],
  ['Add Maria Garcia on January 15th', 'Maria Garcia', '--01-15'],
  ['Birthday for David on August 8', 'David', '--08-08'],
  ['Lisa was born on 4 April 1992', 'Lisa', '1992-04-04'],
  ['my friend Anna, November 30', 'Anna', '--11-30'],
  ["dad's birthday is September 17th", 'Dad', '--09-17'],
  ['Save Kevin O’Brien April 2nd', 'Kevin O’Brien', '--04-02'],
  ['Add Jean-Luc on the 14th of July', 'Jean-Luc', '--07-14'],
  ['Priya 2001-12-31', 'Priya', '2001-12-31'],
  ['add grandma on march 3rd', 'Grandma', '--03-03'],
  ['Please add Michael on October 21st', 'Michael', '--10-21'],
  ['Add Sophie, birthday 5th of June', 'Sophie', '--06-05'],
  ['Noah June 12 2015', 'Noah', '2015-06-12'],
  ["Olivia's birthday is December 1st", 'Olivia', '--12-01'],
  ['add my colleague Mehmet on May 19', 'Mehmet', '--05-19'],
  ['Ahmed born 23 February 1988', 'Ahmed', '1988-02-23'],
  ['add Emma Watson April 15', 'Emma Watson', '--04-15'],
  ['Lucas January 1st', 'Lucas', '--01-01'],
  ['new birthday Chloe on the twentieth of August', 'Chloe', '--08-20'],
  ['Remember that Mia was born on 11 November', 'Mia', '--11-11'],
  ["Add Hannah's birthday on July 4th", 'Hannah', '--07-04'],
  ['add sam on september 9', 'Sam', '--09-09'],
];

// Whole names as people say them: a kinship title before a name stays with it ('Grandpa Joe', every word
// capitalised like the rest of the parser's names); 'my friend', 'my mom' give way to the name after them.
const WHOLE_NAMES: Array<[string, string, string]> = [
  ['Remember grandpa Joe birthday 12 August 1950', 'Grandpa Joe', '1950-08-12'],
  ['remember grandpa joe birthday 12 august 1950', 'Grandpa Joe', '1950-08-12'],
  ['add grandma Rose on May 2nd', 'Grandma Rose', '--05-02'],
  ["aunt Maria's birthday is June 14", 'Aunt Maria', '--06-14'],
  ['Uncle Bob was born on 9 September 1962', 'Uncle Bob', '1962-09-09'],
  ['July 9th is auntie Jo’s birthday', 'Auntie Jo', '--07-09'],
  ["it's grandma Helen's birthday on august 30", 'Grandma Helen', '--08-30'],
  ['Save Aunt Mary Ellen on June 1st', 'Aunt Mary Ellen', '--06-01'],
  ["on March 3rd it's Anna's birthday", 'Anna', '--03-03'],
  ['on the 5th of May it is david birthday', 'David', '--05-05'],
  ['remember that mia was born on 11 november', 'Mia', '--11-11'],
  ['my friend sam on october 10', 'Sam', '--10-10'],
  ['add my cousin Lena on the 2nd of February', 'Lena', '--02-02'],
  ['my mom Linda was born on 3 March 1960', 'Linda', '1960-03-03'],
  ["my mom's birthday is April 20th", 'Mom', '--04-20'],
  ['add mary jane on 4 july', 'Mary Jane', '--07-04'],
  ['Remember Anna Maria Lopez birthday 1 March 1985', 'Anna Maria Lopez', '1985-03-01'],
  ['birthday of my brother Tom on 8 December', 'Tom', '--12-08'],
  ['add my sister-in-law Ayşe on 14 February', 'Ayşe', '--02-14'],
];

describe('offline voice parser', () => {
  it.each(WHOLE_NAMES)('keeps the whole name: %s → %s on %s', (spoken, name, date) => {
    const result = parseVoiceOffline(spoken);
    expect(result).toMatchObject({ name, date });
    expect(result.confidence).toBeGreaterThanOrEqual(VOICE_CONFIDENCE_THRESHOLD);
  });

  it.each(PHRASINGS)('%s → %s on %s', (spoken, name, date) => {
    const result = parseVoiceOffline(spoken);
    expect(result).toMatchObject({ name, date });
    expect(result.confidence).toBeGreaterThanOrEqual(VOICE_CONFIDENCE_THRESHOLD);
  });

  it('has at least 30 phrasings', () => expect(PHRASINGS.length).toBeGreaterThanOrEqual(30));

  // The form takes a sure half on its own ('Name recognized!', 'Date recognized!').
  it.each([
    ['add Sarah', 'Sarah', null],
    ['March 5th', null, '--03-05'],
    ['it is on the 12th of August 1950', null, '1950-08-12'],
  ])('is sure of a capitalised name or a certain date heard alone: %s', (spoken, name, date) => {
    const result = parseVoiceOffline(spoken);
    expect(result).toMatchObject({ name, date });
    expect(result.confidence).toBeGreaterThanOrEqual(VOICE_CONFIDENCE_THRESHOLD);
  });

  it.each([
    ['add sarah', 'Sarah', null],
    ['nice weather', 'Nice Weather', null],
    ['Hello, okay', null, null],
    ['', null, null],
  ])('is not sure of uncapitalised words alone, or of nothing: %s', (spoken, name, date) => {
    const result = parseVoiceOffline(spoken);
    expect(result).toMatchObject({ name, date });
    expect(result.confidence).toBeLessThan(VOICE_CONFIDENCE_THRESHOLD);
  });

  it('refuses dates that do not exist', () => {
    expect(parseVoiceOffline('Add Tom on February 30').date).toBeNull();
  });
});
