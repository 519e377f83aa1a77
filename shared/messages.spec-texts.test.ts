import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

type FixedKey = { [K in keyof typeof MSG]: (typeof MSG)[K] extends string ? K : never }[keyof typeof MSG];

/**
 * The spec's sentences (product-spec.md §5 rules and §8 error and success messages), copied from
 * the spec letter for letter. Every other test may compare with MSG; this one pins what MSG says,
 * so a sentence changed in the catalogue fails here rather than passing everywhere.
 */
const SPEC_TEXTS: Array<[FixedKey, string]> = [
  // §5 sign-in and §8 authentication
  ['invalidCode', 'Please enter a valid 6-digit code'],
  ['requestNewCode', 'Please request a new code'],
  ['tooManyAttempts', 'Too many attempts. Please try again in 5 minutes.'],
  ['invalidPhone', 'Please enter a valid phone number'],
  ['wrongCode', 'Invalid verification code. Please try again.'],
  ['codeExpired', 'Verification code has expired. Please request a new one.'],
  ['genericError', 'An error occurred. Please try again.'],
  ['authError', 'Authentication error occurred'],
  ['mustBeLoggedIn', 'Must be logged in'],
  // §5 phone validation
  ['phoneRequired', 'Phone number is required'],
  ['phoneTenDigits', 'Phone number must be 10 digits'],
  ['countryCodePlus', 'Country code must start with +'],
  ['countryCodeFormat', 'Invalid country code format'],
  ['countryCodeRequired', 'Country code is required'],
  ['phoneTooShort', 'Phone number is too short'],
  ['phoneTooLong', 'Phone number is too long'],
  ['phoneDigitsOnly', 'Phone number must contain only digits'],
  ['countryCodeSchema', 'Country code must start with + followed by 1-4 digits'],
  ['invalidPhoneFormat', 'Invalid phone number format'],
  ['invalidBirthdayPhone', 'Invalid phone number'],
  // §5 birthdays and §8 birthdays and database
  ['nameRequired', 'Name is required'],
  ['dateRequired', 'Date is required'],
  ['duplicateBirthday', 'A birthday for this person on this date already exists'],
  ['birthdayNotFound', 'Birthday not found'],
  ['invalidBirthdayData', 'Invalid birthday data'],
  ['failedDelete', 'Failed to delete birthday'],
  ['failedAdd', 'Failed to add birthday'],
  ['failedUpdate', 'Failed to update birthday'],
  ['failedSave', 'Failed to save birthday'],
  ['failedLoad', 'Failed to load birthdays'],
  ['failedImport', 'Failed to import birthdays'],
  ['birthdayDeleted', 'Birthday deleted successfully'],
  // §5 CSV import
  ['csvEmptyOrInvalid', 'CSV file is empty or invalid'],
  ['csvMissingColumns', 'CSV must contain at least "name" and "date" columns'],
  ['csvDateFormat', 'Dates must be in YYYY-MM-DD format'],
  // §5 sharing and §8 shares
  ['recipientRequired', 'Please enter a recipient User ID'],
  ['selectCategory', 'Please select at least one category'],
  ['cannotShareWithYourself', 'Cannot share with yourself'],
  ['failedGetPendingShares', 'Failed to get pending shares'],
  ['failedLoadPendingShares', 'Failed to load pending shares'],
  ['failedShareBirthdays', 'Failed to share birthdays'],
  ['shareNotFound', 'Share not found'],
  ['shareAlreadyProcessed', 'This share has already been processed'],
  ['failedAcceptShareRetry', 'Failed to accept share. Please try again.'],
  ['failedAcceptShare', 'Failed to accept share'],
  ['failedRejectShare', 'Failed to reject share'],
  ['failedShareBirthday', 'Failed to share birthday'],
  ['shareRejected', 'Share rejected successfully'],
  // §8 voice
  ['voiceNotSupported', 'Speech recognition is not supported in your browser'],
  ['voiceError', 'Error occurred during voice recognition'],
  ['voiceStartFailed', 'Failed to start voice recognition'],
  ['voiceNotConfident', 'Could not confidently recognize both name and date. Please try again.'],
  ['voiceIncomplete', 'Please include both name and date in your voice input.'],
  ['voiceFailed', 'Failed to process voice input'],
  // §5 and §8 feedback
  ['feedbackEmpty', 'Feedback cannot be empty'],
  ['failedSubmitFeedback', 'Failed to submit feedback. Please try again.'],
  ['failedSubmitFeedbackRefused', 'Failed to submit feedback'],
  ['feedbackThanks', 'Thank you for your feedback!'],
  ['feedbackThanksPrevious', 'Thank you for your previous feedback!'],
  // §5 account deletion and §8 account and settings
  ['typeDeleteMyAccount', 'Please type "delete my account" to confirm'],
  ['failedSignOut', 'Failed to sign out. Please try again.'],
  ['failedDeleteAccount', 'Failed to delete account'],
  // §8 gifts
  ['noInterests', 'No interests specified for gift suggestions'],
  ['aiUnavailable', 'AI suggestions are currently unavailable'],
  ['failedSuggestions', 'Failed to generate suggestions'],
  ['invalidSuggestionsFormat', 'Invalid suggestions format - expected array'],
  ['invalidSuggestionFormat', 'Invalid suggestion format - missing required fields'],
  // §8 calendar service
  ['failedInitGoogleCalendar', 'Failed to initialize Google Calendar'],
  ['failedLoadGoogleApi', 'Failed to load Google API client'],
  ['failedLoadGoogleIdentity', 'Failed to load Google Identity Services'],
  ['googleTestUser', 'Please add your email as a test user in the Google Cloud Console'],
  ['failedAddToCalendar', 'Failed to add to calendar'],
  // §8 sharing the ID and copying
  ['phoneRequiredToShareId', 'Phone number is required to share User ID'],
  ['failedShareUserId', 'Failed to share User ID'],
  ['failedCopyUserId', 'Failed to copy User ID'],
  // §5 and §8 SMS
  ['smsNotE164', 'Phone number must be in E.164 format (+1 followed by 10 digits)'],
  ['smsTooLong', 'Message too long'],
  [
    'smsInvalidFormat',
    'Invalid phone number format. Please ensure the number includes country code (e.g., +1)',
  ],
  ['failedSendSms', 'Failed to send SMS'],
  // §8 success messages
  ['voiceRecognized', 'Successfully recognized input!'],
  ['nameRecognized', 'Name recognized!'],
  ['dateRecognized', 'Date recognized!'],
  ['birthdayAdded', 'Birthday added successfully!'],
  ['birthdayUpdated', 'Birthday updated successfully!'],
  ['sharedSuccessfully', 'Birthdays shared successfully!'],
  ['feedbackThanksReview', "Thank you for your feedback! We'll review it shortly."],
  ['accountDeleted', 'Your account has been successfully deleted'],
  ['addedToCalendar', 'Birthday added to calendar successfully!'],
  ['userIdCopied', 'User ID copied to clipboard!'],
  ['birthdayDetailsCopied', 'Birthday details copied to clipboard!'],
];

describe("the catalogue holds the spec's sentences letter for letter", () => {
  it.each(SPEC_TEXTS)('MSG.%s', (key, text) => {
    expect(MSG[key]).toBe(text);
  });

  it("fills the spec's templates with their values", () => {
    expect(MSG.waitSeconds(42)).toBe('Please wait 42 seconds before trying again');
    expect(MSG.sharesImported(3)).toBe('Successfully imported 3 birthdays!');
    expect(MSG.messageSettingsUpdated('friendly', 'English')).toBe(
      'Message settings updated to friendly tone in English',
    );
  });

  it("builds our sentences around the spec's", () => {
    expect(MSG.emptyCategory('family')).toBe('There are no birthdays in Family to share');
    expect(MSG.birthdaysImported(3, 0)).toBe('Birthdays imported successfully! 3 added.');
    expect(MSG.birthdaysImported(3, 1)).toBe('Birthdays imported successfully! 3 added, 1 skipped.');
  });
});
