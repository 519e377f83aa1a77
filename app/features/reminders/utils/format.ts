import type { DeliveryLogEntry } from '../../../../shared/schemas/reminders';

const TYPE_LABELS: Record<DeliveryLogEntry['type'], string> = {
  week: 'A week before',
  day: 'A day before',
  birthday: 'On the day',
};
export const reminderTypeLabel = (type: DeliveryLogEntry['type']) => TYPE_LABELS[type];

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** When a reminder went out, e.g. 'Mar 3, 9:00 AM'. */
export const formatDeliveryTime = (timestamp: number) => timeFormat.format(timestamp);
