const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** When a reminder went out, e.g. 'Mar 3, 9:00 AM'. */
export const formatDeliveryTime = (timestamp: number) => timeFormat.format(timestamp);
