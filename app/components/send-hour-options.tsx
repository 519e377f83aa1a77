import { formatHour, SEND_HOURS } from '@app/lib/time-zones';

/** The 24 send hours as a select's options: '12:00 AM' … '11:00 PM'. */
export function SendHourOptions() {
  return SEND_HOURS.map((hour) => (
    <option key={hour} value={hour}>
      {formatHour(hour)}
    </option>
  ));
}
