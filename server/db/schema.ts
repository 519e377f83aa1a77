// The database's tables, one file per feature (server/db/tables); drizzle-kit and the app read them
// all from here.
export * from './tables/accounts';
export * from './tables/address-books';
export * from './tables/ai';
export * from './tables/birthdays';
export * from './tables/feedback';
export * from './tables/reminders';
export * from './tables/shares';
