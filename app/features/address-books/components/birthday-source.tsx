import { ADDRESS_BOOK_TEXT } from '@shared/address-books';
import { useBirthdaySources } from '../api/address-books';

const useSource = (birthdayId: string) => useBirthdaySources().data?.[birthdayId];

/** Under a birthday's details: "From iCloud", or why it is no longer synced. Nothing for the user's own. */
export function BirthdaySource({ birthdayId }: { birthdayId: string }) {
  const source = useSource(birthdayId);
  if (!source) return null;
  return (
    <p className="mt-3 text-sm text-ink-4">
      {source.linked ? ADDRESS_BOOK_TEXT.from(source.source) : ADDRESS_BOOK_TEXT.unlinked(source.source)}
    </p>
  );
}

/** On a list row: "From iCloud" while the birthday is synced; the details say more. */
export function BirthdaySourceNote({ birthdayId }: { birthdayId: string }) {
  const source = useSource(birthdayId);
  if (!source?.linked) return null;
  return <span className="block truncate text-xs text-ink-4">{ADDRESS_BOOK_TEXT.from(source.source)}</span>;
}
