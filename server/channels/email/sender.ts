import { destinationChannel } from '@server/channel-kit/destination';
import { composeEmail } from '@server/lib/email-message';
import { speak } from '@server/lib/speak';
import { emailDestinationConfig } from '@shared/channels/email/schema';
import { MSG } from '@shared/messages';
import { unsubscribeLink } from './email-layout';
import { emailOf } from './transport';

/**
 * Email to the user's confirmed address. Every attempt at one delivery carries the same Message-ID
 * (<claim id@PUBLIC_URL's host>): a claim taken over after a crash may send it a second time, and
 * mail systems that keep it see the same message again (docs/quality.md). The message comes written
 * in the account's language; the layout's own words (the link, the footer) are said in it too.
 */
export const emailChannel = destinationChannel(
  'email',
  emailDestinationConfig.parse,
  'email_not_set_up',
  async (deps, { address, unsubscribeToken }, to, claim, message) => {
    const email = composeEmail(
      address,
      message.title,
      {
        locale: message.language,
        heading: message.title,
        lines: message.body.split('\n'),
        link: { href: message.url, label: speak(message.language, MSG.emailOpenCakeday) },
        unsubscribe: unsubscribeLink(deps.config.publicUrl, to.userId, unsubscribeToken, message.language),
      },
      `<${claim.id}@${emailOf(deps).messageIdHost}>`,
    );
    await emailOf(deps).send(email);
  },
);
