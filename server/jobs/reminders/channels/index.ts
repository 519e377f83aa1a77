export type { Claim, Recipient, ReminderChannel } from './channel';
