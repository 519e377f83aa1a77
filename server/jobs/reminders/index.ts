// What the reminders job offers modules (the dependency-cruiser rule job-internals): its Job, which a
// module lists in defineModule's `jobs`. Everything else in this folder is the job's own.

// A module's own notices (defineModule's `dueSources`), delivered as the pause notices are.
export type { DueSource } from './due-source';
export { channelsToTell, type DueNotice, NOTICE_WINDOW_MS, noticeDeliveries } from './notice-kit';
export type { Notification } from './notification';
export { reminderJob } from './reminder-engine';
