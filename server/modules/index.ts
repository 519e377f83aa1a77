import { accountModule } from './account';
import { aiModule } from './ai';
import { authModule } from './auth';
import { birthdayImportModule } from './birthday-import';
import { birthdaysModule } from './birthdays';
import { calendarFeedModule } from './calendar-feed';
import { eventsModule } from './events';
import { feedbackModule } from './feedback';
import { healthModule } from './health';
import { notificationsModule } from './notifications';
import { pushModule } from './push';
import { remindersModule } from './reminders';
import { sharesModule } from './shares';

/** Every server module: the app registers their routes in this order, and the worker runs their jobs. */
export const modules = [
  healthModule,
  authModule,
  birthdaysModule,
  birthdayImportModule,
  calendarFeedModule,
  eventsModule,
  pushModule,
  remindersModule,
  notificationsModule,
  sharesModule,
  aiModule,
  feedbackModule,
  accountModule,
];

export const jobs = modules.flatMap((module) => module.jobs ?? []);
