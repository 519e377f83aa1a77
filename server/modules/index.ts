import { channelModules } from '@server/assemble-channels';
import { accountModule } from '@server/modules/account';
import { addressBooksModule } from '@server/modules/address-books';
import { aiModule } from '@server/modules/ai';
import { authModule } from '@server/modules/auth';
import { birthdayImportModule } from '@server/modules/birthday-import';
import { birthdaysModule } from '@server/modules/birthdays';
import { calendarFeedModule } from '@server/modules/calendar-feed';
import { channelStatusModule } from '@server/modules/channel-status';
import { eventsModule } from '@server/modules/events';
import { feedbackModule } from '@server/modules/feedback';
import { healthModule } from '@server/modules/health';
import { localeModule } from '@server/modules/locale';
import { notificationsModule } from '@server/modules/notifications';
import { passkeysModule } from '@server/modules/passkeys';
import { remindersModule } from '@server/modules/reminders';
import { sharesModule } from '@server/modules/shares';
import { signInMethodsModule } from '@server/modules/sign-in-methods';

/** Every server module: the app registers their routes in this order, and the worker runs their jobs. */
export const modules = [
  healthModule,
  authModule,
  passkeysModule,
  birthdaysModule,
  birthdayImportModule,
  addressBooksModule,
  calendarFeedModule,
  eventsModule,
  remindersModule,
  // Each reminder channel's own routes and jobs (server/channels/<id>/).
  ...channelModules,
  channelStatusModule,
  notificationsModule,
  sharesModule,
  aiModule,
  feedbackModule,
  accountModule,
  localeModule,
  signInMethodsModule,
];

export const jobs = modules.flatMap((module) => module.jobs ?? []);

/** What the jobs learn of the modules: the notices they have the reminder engine deliver. */
export const jobContext = { dueSources: modules.flatMap((module) => module.dueSources ?? []) };
