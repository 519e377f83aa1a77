// Business constants from the product spec, section 9.
import { perChannel } from './reminder-channels';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_IP_PER_HOUR = 10;
/** Ours: how long a sign-in code request (its phone and IP) is kept, well past every limit's window. */
export const CODE_REQUEST_RETENTION_HOURS = 24;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/**
 * Ours: a passkey challenge lives long enough for a fingerprint or a PIN (5 minutes). Sign-in
 * challenges left unanswered count against their network for an hour, so rows are kept that long.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_SIGN_IN_WINDOW_MS = 60 * 60_000;
export const FORM_PHONE_DIGITS = 10;
export const DEFAULT_COUNTRY_CODE = '+1';
export const PHONE_DISPLAY_LENGTH = 14;
export const TOAST_DURATION_MS = 3000;
export const TESTIMONIAL_ROTATION_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const HEADER_ALWAYS_SHOWN_PX = 100;
export const UPCOMING_WINDOW_DAYS = 7;
export const PAST_WINDOW_DAYS = 3;
export const NEW_WINDOW_MS = 24 * 60 * 60_000;
export const SPLASH_MS = 2000;
export const HIGHLIGHT_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 768;
export const NAME_MAX_LENGTH = 100;
/** An 'other' day's own name ('Name day', 'Sobriety date'). */
export const KIND_LABEL_MAX_LENGTH = 40;
export const NOTES_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_LENGTH = 2000;
export const CATEGORY_MAX_LENGTH = 30;
export const INTEREST_MAX_LENGTH = 50;
export const MAX_INTERESTS = 30;
/** Ours: a passkey's name, as the user renames it (issue 37). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const BUILT_IN_CATEGORIES = ['family', 'friends', 'work', 'other'] as const;
export const IMPORTED_CATEGORY = 'imported';

export const REMINDER_TYPES = ['week', 'day', 'birthday'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
/** How far ahead a reminder can be: 0 (on the day) to 60 days, at most 5 of them per set. */
export const MAX_LEAD_DAYS = 60;
export const MAX_LEAD_TIMES = 5;
export const REMINDER_TYPE_LABELS: Record<ReminderType, string> = {
  week: 'A week before',
  day: 'A day before',
  birthday: 'On the day',
};

export const INTEREST_GROUPS: Record<string, readonly string[]> = {
  hobbies: [
    'Reading',
    'Gaming',
    'Cooking',
    'Gardening',
    'Photography',
    'Travel',
    'Music',
    'Art',
    'Sports',
    'Fitness',
  ],
  entertainment: ['Movies', 'TV Shows', 'Concerts', 'Theater', 'Dancing'],
  lifestyle: ['Fashion', 'Technology', 'Food & Dining', 'Wine & Spirits', 'Home Decor'],
  activities: ['Outdoor Adventures', 'Board Games', 'Collecting', 'DIY Projects', 'Volunteering'],
  wellness: ['Yoga', 'Meditation', 'Spa & Relaxation', 'Natural Health', 'Mental Wellness'],
  learning: ['Languages', 'Online Courses', 'History', 'Science', 'Personal Development'],
  creative: ['Writing', 'Painting', 'Crafting', 'Music Making', 'Digital Design'],
  social: ['Hosting Events', 'Networking', 'Community Service', 'Social Media', 'Cultural Activities'],
};
// Spec §9: how long 'Copied' and the wish modal's 'copied/sent' state stay, and the regenerate reset.
export const COPY_CONFIRMATION_MS = 2000;
export const SHARE_CONFIRMATION_MS = 3000;
export const REGENERATE_RESET_MS = 5000;

/**
 * A new user's reminders: all on, every channel, at 9 in their time zone. Its type is the
 * ReminderSettings schema's (the users table's column checks it), not imported: the schema's
 * messages import these constants.
 */
export const DEFAULT_REMINDER_SETTINGS = {
  enabled: true,
  types: { week: true, day: true, today: true },
  channels: perChannel(() => true),
  sendHour: 9,
};
