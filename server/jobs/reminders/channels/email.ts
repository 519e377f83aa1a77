import { reminderDestinations } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { composeEmail, unsubscribeLink } from '@server/providers/email';
import { MSG } from '@shared/messages';
import { emailDestinationConfig } from '@shared/schemas/email';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type ReminderChannel, switchedOn } from './channel';

const d = reminderDestinations;

/**
 * Email to the user's confirmed address. Every attempt at one delivery carries the same Message-ID
 * (<claim id@PUBLIC_URL's host>): a claim taken over after a crash may send it a second time, and
 * mail systems that keep it see the same message again (docs/quality.md).
 */
export const emailChannel: ReminderChannel = {
  id: 'email',
  enabled: sql`${switchedOn('email')} AND EXISTS (SELECT 1 FROM reminder_destinations d WHERE d.user_id = u.id AND d.channel = 'email' AND d.confirmed_at IS NOT NULL AND d.paused_at IS NULL)`,
  async send(deps, reminder, claim, message) {
    const [row] = await deps.db
      .select({ config: d.config })
      .from(d)
      .where(
        and(
          eq(d.userId, reminder.userId),
          eq(d.channel, 'email'),
          isNotNull(d.confirmedAt),
          isNull(d.pausedAt),
        ),
      );
    if (!row) throw new AppError('email_not_set_up');
    const { address, unsubscribeToken } = emailDestinationConfig.parse(row.config);
    const email = composeEmail(
      address,
      message.title,
      {
        heading: message.title,
        lines: [message.body],
        link: { href: message.url, label: MSG.emailOpenCakeday },
        unsubscribe: unsubscribeLink(deps.config.publicUrl, reminder.userId, unsubscribeToken),
      },
      `<${claim.id}@${deps.email.messageIdHost}>`,
    );
    await deps.email.send(email);
  },
};
