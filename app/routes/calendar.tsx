import { MONTH_NAMES } from '../../shared/dates/format';
import { useBirthdays } from '../features/birthdays/api/get-birthdays';
import { useBirthdayModals } from '../features/birthdays/components/birthday-modals';
import { BirthdayRow } from '../features/birthdays/components/birthday-row';
import { useToday } from '../features/birthdays/utils/use-today';
import { ListSkeleton, LoadError } from './page-states';

export function CalendarPage() {
  const birthdays = useBirthdays();
  const today = useToday();
  const { openDetails } = useBirthdayModals();

  if (birthdays.isPending) return <ListSkeleton />;
  if (birthdays.isError) return <LoadError onRetry={() => birthdays.refetch()} />;

  const months = MONTH_NAMES.map((name, i) => ({
    name,
    items: birthdays.data.filter((b) => b.month === i + 1),
  })).filter((m) => m.items.length > 0);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Calendar</h1>
      {months.length === 0 ? <p className="text-slate-500">No birthdays found</p> : null}
      {months.map((m) => (
        <section key={m.name} aria-label={m.name}>
          <h2 className="mb-2 font-semibold text-slate-600">{m.name}</h2>
          <ul className="space-y-2">
            {m.items.map((b) => (
              <BirthdayRow key={b.id} birthday={b} today={today} onOpen={openDetails} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
