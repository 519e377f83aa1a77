import { ADDRESS_BOOK_TEXT } from '@shared/address-books';
import { useBirthdaySources } from '../api/address-books';

/** Under a birthday's details: "From iCloud", or why it is no longer synced. Nothing for the user's own. */
export function BirthdaySource({ birthdayId }: { birthdayId: string }) {
  const sources = useBirthdaySources();
  const source = sources.data?.[birthdayId];
  if (!source) return null;
  return (
    <p className="mt-3 text-sm text-ink-4">
      {source.linked ? ADDRESS_BOOK_TEXT.from(source.source) : ADDRESS_BOOK_TEXT.unlinked(source.source)}
    </p>
  );
}
