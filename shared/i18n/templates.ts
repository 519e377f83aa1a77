import { CHANNEL_TEMPLATES } from '../reminder-channels';

/**
 * The ICU form of each MSG sentence built from values (shared/messages.ts): the catalogs translate
 * these (`spec.<key>`; an array's lines are `<key>.0`, `<key>.1`, …), and a finished English sentence
 * is read back into its values by them (spec-translator.ts). Each must say exactly what its MSG
 * function says: templates.test.ts formats both with the same values.
 */
const CORE_TEMPLATES = {
  waitSeconds: 'Please wait {n} seconds before trying again',
  signInSms: 'Your Cakeday code is {code}. It expires in 10 minutes.',
  'signInEmailLines.0': 'Your Cakeday code is {code}.',
  'signInEmailLines.1': 'It expires in 10 minutes.',
  'signInEmailLines.2': 'If you did not ask for it, ignore this email: no one can sign in without the code.',
  dateAdded: '{what} added successfully!',
  dateUpdated: '{what} updated successfully!',
  dateDeleted: '{what} deleted successfully',
  digestBy: 'Digest by {channel}',
  csvUnknownCalendar: '"{calendar}" is not a calendar Cakeday knows. Use one of: {known}.',
  csvDateNotInCalendar: 'This date does not exist in the {calendar} calendar',
  vcardDateUnreadable: 'The {day} date is not one Cakeday can read',
  csvUnknownKind: '"{kind}" is not a kind of day Cakeday knows. Use one of: {known}.',
  importPhoneUnusable:
    'The phone number {phone} is not one Cakeday can use, so the birthday is imported without it.',
  importPhoneNotInCountry:
    'The phone number {phone} is not a valid number in {country} (your country), so the birthday is imported without it.',
  importPhoneExtension: 'The phone extension {extension} was left out.',
  importNotesShortened: 'The notes were shortened to {max, number} characters.',
  importDatesRead:
    "Dates were read as {order, select, dayMonth {day/month/year} other {month/day/year}} ({example} is {reading}), {fromFile, select, yes {as other dates in this file show} other {as your browser's language writes dates}}.",
  importNoBirthdays:
    '{contacts, plural, =1 {The one contact in this file has no birthday.} other {None of the # contacts in this file has a birthday.}}',
  birthdaysImported:
    'Birthdays imported successfully! {added} added{skipped, plural, =0 {} other {, {skipped} skipped}}.',
  channelPaused:
    'Paused after {failures} failed deliveries in a row{last, select, none {} other { (the last: {last})}}. {resume}',
  channelPausedNotice:
    'Cakeday paused reminders by {channel} after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.',
  ipCodeLimit:
    'Too many codes were requested from this network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  codesBusy:
    'Cakeday cannot send more sign-in codes right now. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  emptyCategory: 'There are no birthdays in {category} to share',
  shareTooLarge: 'A share can hold at most {max, number} birthdays. Select fewer categories.',
  tooManyShares: 'You can share up to {perHour} times an hour. Please try again later.',
  sharesImported:
    '{n, plural, =1 {Successfully imported 1 birthday!} other {Successfully imported {n} birthdays!}}',
  messageSettingsUpdated: 'Message settings updated to {tone} tone in {language}',
  tooManyAiRequests:
    'You can ask for up to {perMinute} AI texts a minute. Please wait a moment and try again.',
  tooManyFeedback: 'You can send feedback up to {perHour} times an hour. Please try again later.',
} as const;

export const SPEC_TEMPLATES: Readonly<Record<string, string>> = { ...CORE_TEMPLATES, ...CHANNEL_TEMPLATES };
