// What the reminders job offers modules (the dependency-cruiser rule job-internals): its Job, which a
// module lists in defineModule's `jobs`. Everything else in this folder is the job's own.
export { reminderJob } from './reminder-engine';
