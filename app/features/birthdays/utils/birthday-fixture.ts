import type { Birthday } from '@shared/schemas/birthday';
import { type BirthdayView, toView } from './birthday-view';

/** For component tests: a saved birthday as the API returns it, with only what a test cares about given. */
export function birthdayFixture(fields: Pick<Birthday, 'name' | 'date'> & Partial<Birthday>): BirthdayView {
  return toView({
    id: `id-${fields.name}`,
    calendar: 'gregory',
    leap: false,
    kind: 'birthday',
    label: '',
    category: 'friends',
    notes: '',
    phoneNumber: null,
    countryCode: null,
    interests: [],
    reminders: [],
    leadDays: null,
    lastNotified: null,
    createdAt: 0,
    updatedAt: 0,
    ...fields,
  });
}
