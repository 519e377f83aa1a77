import { ADDRESS_BOOK_FIELD_TEXT } from './address-books';
import { minutesText } from './channels/channel-definition';
import {
  CATEGORY_MAX_LENGTH,
  INTEREST_MAX_LENGTH,
  KIND_LABEL_MAX_LENGTH,
  MAX_INTERESTS,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSKEY_NAME_MAX_LENGTH,
} from './constants';
import { CHANNEL_MESSAGES } from './reminder-channels';

// The spec's exact user-facing texts (sections 5 and 8), shared by server, app and tests.
// The spec's toasts for a birthday, said of any kind of date.
const added = (what: string) => `${what} added successfully!`;
const updated = (what: string) => `${what} updated successfully!`;
const deleted = (what: string) => `${what} deleted successfully`;

export const MSG = {
  mustBeLoggedIn: 'Must be logged in',
  genericError: 'An error occurred. Please try again.',
  cannotReachServer: 'Could not reach Cakeday. Check your connection and try again.',
  // Ours: the last resort for input no rule below names (the API answers only with texts from this file).
  invalidInput: 'Something in this request is not valid. Please check it and try again.',
  // sign-in
  invalidCode: 'Please enter a valid 6-digit code',
  requestNewCode: 'Please request a new code',
  waitSeconds: (n: number) => `Please wait ${n} seconds before trying again`,
  tooManyAttempts: 'Too many attempts. Please try again in 5 minutes.',
  invalidPhone: 'Please enter a valid phone number',
  wrongCode: 'Invalid verification code. Please try again.',
  codeExpired: 'Verification code has expired. Please request a new one.',
  botCheckFailed: 'Security check failed. Please try again.',
  // Ours: sign-in codes by email (issue 37).
  emailSignInUnavailable: 'Signing in by email is not available on this Cakeday server.',
  signInEmailSubject: 'Your Cakeday code',
  signInSms: (code: string) => `Your Cakeday code is ${code}. It expires in 10 minutes.`,
  signInEmailLines: (code: string) => [
    `Your Cakeday code is ${code}.`,
    'It expires in 10 minutes.',
    'If you did not ask for it, ignore this email: no one can sign in without the code.',
  ],
  // Ours: the sign-in methods of an account (issue 37).
  phoneTaken: 'This phone number belongs to another Cakeday account.',
  emailTaken: 'This email address belongs to another Cakeday account.',
  lastSignInMethod: 'Keep at least one way to sign in: add another before removing this one.',
  noCodeAddress: 'This account has no phone number or email address to send a code to.',
  otherOrigin: 'Request refused: it did not come from this site.',
  invalidText: 'Some text contains characters Cakeday cannot store. Please remove them and try again.',
  // phone
  phoneRequired: 'Phone number is required',
  phoneTenDigits: 'Phone number must be 10 digits',
  countryCodePlus: 'Country code must start with +',
  countryCodeFormat: 'Invalid country code format',
  countryCodeRequired: 'Country code is required',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  phoneDigitsOnly: 'Phone number must contain only digits',
  countryCodeSchema: 'Country code must start with + followed by 1-4 digits',
  invalidPhoneFormat: 'Invalid phone number format',
  invalidBirthdayPhone: 'Invalid phone number',
  // birthdays
  nameRequired: 'Name is required',
  dateRequired: 'Date is required',
  invalidDate: 'Please choose a real date',
  duplicateBirthday: 'A birthday for this person on this date already exists',
  birthdayNotFound: 'Birthday not found',
  invalidBirthdayData: 'Invalid birthday data',
  failedDelete: 'Failed to delete birthday',
  failedAdd: 'Failed to add birthday',
  failedUpdate: 'Failed to update birthday',
  failedSave: 'Failed to save birthday',
  failedLoad: 'Failed to load birthdays',
  birthdayAdded: added('Birthday'),
  birthdayUpdated: updated('Birthday'),
  birthdayDeleted: deleted('Birthday'),
  // Ours: the same toasts for a date of another kind ('Anniversary added successfully!').
  dateAdded: added,
  dateUpdated: updated,
  dateDeleted: deleted,
  categoryRequired: 'Category cannot be blank',
  // Ours: the limits the spec leaves open.
  nameTooLong: `Name must be ${NAME_MAX_LENGTH} characters or fewer`,
  invalidKind: 'Choose what kind of day this is',
  kindLabelRequired: 'Give this day a name, such as Name day',
  kindLabelTooLong: `The day's name must be ${KIND_LABEL_MAX_LENGTH} characters or fewer`,
  notesTooLong: `Notes must be ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters or fewer`,
  categoryTooLong: `Category must be ${CATEGORY_MAX_LENGTH} characters or fewer`,
  interestTooLong: `Each interest must be ${INTEREST_MAX_LENGTH} characters or fewer`,
  tooManyInterests: `Choose at most ${MAX_INTERESTS} interests`,
  invalidReminders: 'Reminders must be a week before, a day before or on the day, each on or off',
  tooManyCategories: 'Select fewer categories',
  unknownTimeZone: 'Unknown time zone',
  invalidReminderSettings: 'Invalid reminder settings',
  invalidDigestSettings: 'Choose a weekday and the channels for the digest',
  // Ours: the digest in Reminder Settings (issue 24).
  digestLegend: 'Digest',
  digestHelp:
    'A list of the coming birthdays, with ages, at your send time. Nothing is sent when there are none.',
  digestWeekly: 'Weekly digest',
  digestWeekday: 'Send on',
  digestWeeklyHelp: 'The next 7 days.',
  digestMonthly: 'Monthly digest',
  digestMonthlyHelp: 'The whole month, on the 1st.',
  digestChannels: 'Where the digest goes',
  digestBy: (channel: string) => `Digest by ${channel}`,
  digestNoChannels: 'Turn on a way to reach you above to send the digest there.',
  invalidSendHour: 'Choose a send hour from 0 to 23',
  leadDaysRange: 'Choose a whole number of days from 0 to 60',
  leadDaysTooMany: 'Choose at most 5 reminder times',
  leadDaysRepeated: 'That reminder time is already on the list',
  pushEndpointHttps: 'Push endpoint must be an https URL',
  invalidPushSubscription: 'This browser sent a push subscription Cakeday cannot use',
  // import and export (spec §5 CSV import, §8, §9)
  csvEmptyOrInvalid: 'CSV file is empty or invalid',
  csvMissingColumns: 'CSV must contain at least "name" and "date" columns',
  csvDateFormat: 'Dates must be in YYYY-MM-DD format',
  csvUnknownCalendar: (calendar: string, known: string) =>
    `"${calendar}" is not a calendar Cakeday knows. Use one of: ${known}.`,
  csvLeapMonth: 'Leap Month must be "yes" or left empty',
  csvDateNotInCalendar: (calendar: string) => `This date does not exist in the ${calendar} calendar`,
  vcardEmptyOrInvalid: 'vCard file is empty or invalid',
  vcardBirthdayUnreadable: 'The birthday is not a date Cakeday can read',
  /** A contact's other date (an ANNIVERSARY, a DEATHDATE, an X-ABDATE), named by its kind or label. */
  vcardDateUnreadable: (day: string) => `The ${day} date is not one Cakeday can read`,
  csvUnknownKind: (kind: string, known: string) =>
    `"${kind}" is not a kind of day Cakeday knows. Use one of: ${known}.`,
  importTooLarge: 'This file is larger than 30 MB. Split it into smaller files and import them one by one.',
  importTooMuchText:
    'This file holds more than 5 MB of names, dates, notes and phone numbers. Split it into smaller files and import them one by one.',
  importTooManyRows:
    'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
  vcardCutOff: 'This contact is incomplete: its END:VCARD line is missing.',
  importPhoneUnusable: (phone: string) =>
    `The phone number ${phone} is not one Cakeday can use, so the birthday is imported without it.`,
  importPhoneNotInCountry: (phone: string, country: string) =>
    `The phone number ${phone} is not a valid number in ${country} (your country), so the birthday is imported without it.`,
  importPhoneExtension: (extension: string) => `The phone extension ${extension} was left out.`,
  importNotesShortened: (max: number) =>
    `The notes were shortened to ${max.toLocaleString('en-US')} characters.`,
  importDatesRead: (order: 'day-month' | 'month-day', example: string, reading: string, fromFile: boolean) =>
    `Dates were read as ${order === 'day-month' ? 'day/month/year' : 'month/day/year'} (${example} is ${reading}), ${
      fromFile ? 'as other dates in this file show' : "as your browser's language writes dates"
    }.`,
  importNoBirthdays: (contacts: number) =>
    contacts === 1
      ? 'The one contact in this file has no birthday.'
      : `None of the ${contacts.toLocaleString('en-US')} contacts in this file has a birthday.`,
  importUnreadable: 'This file could not be read. Choose a CSV or vCard (.vcf) file.',
  failedImport: 'Failed to import birthdays',
  birthdaysImported: (added: number, skipped: number) =>
    `Birthdays imported successfully! ${added} added${skipped ? `, ${skipped} skipped` : ''}.`,
  failedExport: 'Failed to export birthdays',
  // calendar service (spec §8, §9)
  failedInitGoogleCalendar: 'Failed to initialize Google Calendar',
  failedLoadGoogleApi: 'Failed to load Google API client',
  failedLoadGoogleIdentity: 'Failed to load Google Identity Services',
  googleTestUser: 'Please add your email as a test user in the Google Cloud Console',
  failedAddToCalendar: 'Failed to add to calendar',
  addedToCalendar: 'Birthday added to calendar successfully!',
  feedUrlCopied: 'Calendar feed URL copied to clipboard!',
  failedCopyFeedUrl: 'Failed to copy the calendar feed URL',
  failedResetFeed: 'Failed to create a new calendar feed URL. Please try again.',
  // account
  failedSignOut: 'Failed to sign out. Please try again.',
  authError: 'Authentication error occurred',
  sessionEnded: 'You have been signed out. Please sign in again.',
  failedSendSms: 'Failed to send SMS',
  smsNotE164: 'Phone number must be in E.164 format (+1 followed by 10 digits)',
  // For every number that is not a +1 one: the '+1 followed by 10 digits' rule is the US one only.
  smsInvalidFormat: 'Invalid phone number format. Please ensure the number includes country code (e.g., +1)',
  smsTooLong: 'Message too long',
  // Ours: Cakeday texts every country an operator allows, but not costly number types.
  smsCountry: 'Cakeday cannot send SMS to this country yet.',
  smsNumberType: 'Cakeday cannot send SMS to this kind of number. Please use a mobile number.',
  smsNumberRefused:
    'The SMS service refuses texts to this phone number: it cannot get texts, or its owner replied STOP.',
  pushEndpointNotPublic:
    'This browser’s push address is not a public push service, so Cakeday cannot use it.',
  pushRefused: 'The browser’s push service did not accept the reminder.',
  pushUnreachable: 'The browser’s push service could not be reached.',
  noPushSubscription: 'No browser is signed up for reminders any more.',
  // Ours: reminder channels (issue 24); each channel's own texts are in shared/channels/.
  reminderNotDelivered: 'The reminder could not be delivered.',
  // ntfy and webhooks: the addresses a user gives, and what became of a delivery there
  hookUrlRequired: 'Enter the address to send reminders to.',
  hookNotUrl: 'This is not a web address. It starts with https://',
  hookNotHttps: 'Use an https:// address: reminders leave this server encrypted.',
  hookNotPublic: 'This address is on a private network, so Cakeday cannot send to it.',
  hookUnknownHost: 'Cakeday cannot find this host. Check the address.',
  hookCredentials: 'Leave the user name and password out of the address.',
  hookNotSetUp: 'Set this channel up first.',
  testSentTooSoon: 'A test was just sent. Please wait a few seconds before sending another.',
  channelPaused: (failures: number, last: string | null, resume: string) =>
    `Paused after ${failures} failed deliveries in a row${last ? ` (the last: ${last.replace(/\.$/, '')})` : ''}. ${resume}`,
  // Ours: an account signed up by email has no phone until its owner adds one.
  addPhoneForSms: 'Add a phone number to get reminders by text.',
  smsTestBody: 'Cakeday test: your birthday reminders by SMS reach this phone.',
  pushTestTitle: 'Cakeday test',
  pushTestBody: 'Your birthday reminders by push reach this device.',
  // Ours: the test every address channel (ntfy, a webhook) sends.
  hookTestText: 'This is a test from Cakeday: reminders will arrive here.',
  pushTestNoDevice: 'This device is not signed up for push any more. Turn push on again here.',
  deliveryPaused:
    'Not sent: this channel is paused after repeated failures. Reminder Settings says how to resume it.',
  channelPausedNotice: (channel: string) =>
    `Cakeday paused reminders by ${channel} after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.`,
  ipCodeLimit: (minutes: number) =>
    `Too many codes were requested from this network. Please try again in ${minutesText(minutes)}.`,
  codesBusy: (minutes: number) =>
    `Cakeday cannot send more sign-in codes right now. Please try again in ${minutesText(minutes)}.`,
  // Ours: passkeys (issue 37). A library's or a browser's own wording never reaches the user.
  passkeyUnknown: 'This passkey is not registered here. Sign in another way and add it again.',
  passkeyExpired: 'This passkey request has expired or was already used. Please try again.',
  passkeyRefused: 'Cakeday could not confirm this passkey. Please try again.',
  passkeyExists: 'This passkey is already on your account.',
  passkeyLastMethod: 'This passkey is your only way to sign in. Add another way before removing it.',
  passkeyNotFound: 'This passkey is no longer on your account.',
  passkeyNameRequired: 'Give the passkey a name',
  passkeyNameTooLong: `A passkey name can be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  passkeyNameInvalid: 'A passkey name cannot contain line breaks or other control characters',
  passkeySignInLimit: 'Too many passkey sign-ins were started from this network. Please try again later.',
  passkeyNotSupported: 'This browser cannot use passkeys.',
  passkeyFailed: 'The passkey could not be used. Please try again.',
  passkeyOnThisDevice: 'This device already holds a passkey for your account.',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  failedLoadPasskeys: "Couldn't load your passkeys.",
  // sharing (spec §5 Sharing, §8 Shares, 'Sharing the ID and copying')
  recipientRequired: 'Please enter a recipient User ID',
  selectCategory: 'Please select at least one category',
  cannotShareWithYourself: 'Cannot share with yourself',
  unknownRecipient: 'No Cakeday user has this User ID. Check it and try again.',
  emptyCategory: (category: string) =>
    `There are no birthdays in ${category.charAt(0).toUpperCase()}${category.slice(1)} to share`,
  shareTooLarge: (max: number) =>
    `A share can hold at most ${max.toLocaleString('en-US')} birthdays. Select fewer categories.`,
  tooManyShares: (perHour: number) => `You can share up to ${perHour} times an hour. Please try again later.`,
  sharedSuccessfully: 'Birthdays shared successfully!',
  failedShareBirthdays: 'Failed to share birthdays',
  failedGetPendingShares: 'Failed to get pending shares',
  failedLoadPendingShares: 'Failed to load pending shares',
  shareNotFound: 'Share not found',
  shareAlreadyProcessed: 'This share has already been processed',
  // One birthday reads "1 birthday"; every other count is the spec's 'Successfully imported N birthdays!'.
  sharesImported: (n: number) =>
    n === 1 ? 'Successfully imported 1 birthday!' : `Successfully imported ${n} birthdays!`,
  shareRejected: 'Share rejected successfully',
  failedAcceptShareRetry: 'Failed to accept share. Please try again.',
  // Above the server's reason when it refused (a second try would fail the same way).
  failedAcceptShare: 'Failed to accept share',
  failedRejectShare: 'Failed to reject share',
  failedShareBirthday: 'Failed to share birthday',
  birthdayDetailsCopied: 'Birthday details copied to clipboard!',
  phoneRequiredToShareId: 'Phone number is required to share User ID',
  failedShareUserId: 'Failed to share User ID',
  userIdCopied: 'User ID copied to clipboard!',
  failedCopyUserId: 'Failed to copy User ID',
  // AI: wishes, gifts, voice (spec §8 Voice, Gifts, Success messages)
  voiceNotSupported: 'Speech recognition is not supported in your browser',
  voiceError: 'Error occurred during voice recognition',
  voiceStartFailed: 'Failed to start voice recognition',
  voiceNotConfident: 'Could not confidently recognize both name and date. Please try again.',
  voiceIncomplete: 'Please include both name and date in your voice input.',
  voiceFailed: 'Failed to process voice input',
  voiceRecognized: 'Successfully recognized input!',
  nameRecognized: 'Name recognized!',
  dateRecognized: 'Date recognized!',
  noInterests: 'No interests specified for gift suggestions',
  noGiftsForRemembrance: 'Gift ideas are not offered for a remembrance day.',
  aiUnavailable: 'AI suggestions are currently unavailable',
  failedSuggestions: 'Failed to generate suggestions',
  invalidSuggestionsFormat: 'Invalid suggestions format - expected array',
  invalidSuggestionFormat: 'Invalid suggestion format - missing required fields',
  messageSettingsUpdated: (tone: string, language: string) =>
    `Message settings updated to ${tone} tone in ${language}`,
  failedMessageSettings: 'Failed to save message settings. Please try again.',
  failedWish: 'Could not write a wish just now. Please try again.',
  wishNeedsMessage: 'Write or generate a message first.',
  wishNeedsPhone: 'Add a phone number to this birthday to send by SMS or WhatsApp.',
  wishCopied: 'Wish copied to clipboard!',
  messageCopied: 'Message copied to clipboard.',
  failedMessage: 'Could not write a message just now. Please try again.',
  failedCopyMessage: 'Failed to copy the message',
  failedCopyWish: 'Failed to copy the wish',
  tooManyAiRequests: (perMinute: number) =>
    `You can ask for up to ${perMinute} AI texts a minute. Please wait a moment and try again.`,
  // A background refresh failed while a loaded list stays on screen.
  staleData: "Showing saved data — couldn't refresh. Retrying…",
  // account deletion (spec §5 Account deletion, §8 Account and settings)
  typeDeleteMyAccount: 'Please type "delete my account" to confirm',
  failedDeleteAccount: 'Failed to delete account',
  accountDeleted: 'Your account has been successfully deleted',
  confirmWithCode: 'For your safety, confirm with a new sign-in code. We are texting one to your phone.',
  codeSentToConfirm: 'Please confirm with the code we sent to your phone',
  // Ours: the same for an account without a phone.
  confirmWithEmailedCode: 'For your safety, confirm with a new sign-in code. We are emailing one to you.',
  codeEmailedToConfirm: 'Please confirm with the code we sent to your email address',
  // feedback (spec §4, §5 Feedback, §8 Feedback)
  feedbackEmpty: 'Feedback cannot be empty',
  // A fixed text (only those reach a user from a validation error); keep in step with FEEDBACK_MAX_LENGTH.
  feedbackTooLong: 'Feedback can be at most 2,000 characters. Please shorten it.',
  tooManyFeedback: (perHour: number) =>
    `You can send feedback up to ${perHour} times an hour. Please try again later.`,
  failedSubmitFeedback: 'Failed to submit feedback. Please try again.',
  // Above the server's reason when it refused (a second try would fail the same way).
  failedSubmitFeedbackRefused: 'Failed to submit feedback',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackThanksPrevious: 'Thank you for your previous feedback!',
  feedbackThanksReview: "Thank you for your feedback! We'll review it shortly.",
  ...CHANNEL_MESSAGES,
  ...ADDRESS_BOOK_FIELD_TEXT,
} as const;

const OUR_TEXTS: ReadonlySet<string> = new Set(Object.values(MSG).filter((v) => typeof v === 'string'));
/** True for a fixed text of this catalogue; a library's wording never is. */
export const isOurText = (message: string | undefined): message is string =>
  message !== undefined && OUR_TEXTS.has(message);
