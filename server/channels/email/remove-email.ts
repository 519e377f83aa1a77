import type { Deps } from '@server/deps';
import { d, emailRow, setEmailSwitch } from './email-destination';

/** Forgets the user's address (and any code waiting for it) and turns email reminders off. */
export async function removeEmail(deps: Pick<Deps, 'db'>, { userId }: { userId: string }) {
  await deps.db.delete(d).where(emailRow(userId));
  await setEmailSwitch(deps, userId, false);
}
