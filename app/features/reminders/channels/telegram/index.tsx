import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useTelegramActions, useTelegramState } from './api';

const FAILED = defineMessages({
  connect: {
    id: 'channel.telegram.connectFailed',
    defaultMessage: "Couldn't start connecting Telegram. Please try again.",
  },
  test: { id: 'channel.telegram.testFailed', defaultMessage: "Couldn't send the test to Telegram." },
  disconnect: {
    id: 'channel.telegram.disconnectFailed',
    defaultMessage: "Couldn't disconnect Telegram. Please try again.",
  },
});

/** The channel's name (its row, the delivery history); other files find it as `channel.telegram.label`. */
const LABEL = defineMessage({ id: 'channel.telegram.label', defaultMessage: 'Telegram' });

/**
 * Telegram through the server's bot: Connect makes a one-time link that opens the bot; the user taps
 * Start there and this row turns Connected (the server hears it and announces it). Not shown at all
 * when the server has no bot.
 */
function TelegramSetting({ id, form }: ChannelSettingProps) {
  const intl = useIntl();
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const state = useTelegramState(linkUrl !== null);
  const actions = useTelegramActions();
  const channelOn = useWatch({ control: form.control, name: 'channels.telegram' });
  const connected = state.data?.connected ?? false;

  // The server switched the channel on when the chat was linked: the open form follows it.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) {
      setLinkUrl(null);
      if (!form.getValues('channels.telegram')) form.setValue('channels.telegram', true);
    }
    wasConnected.current = connected;
  }, [connected, form]);

  if (!state.data?.available) return null;

  /** Runs one action; a failure shows the server's sentence for a refusal, else ours. */
  const attempt = (action: () => Promise<unknown>, failed: MessageDescriptor) => () =>
    void action().catch((err: unknown) => toast.error(errorMessage(err, intl.formatMessage(failed))));
  const connect = attempt(async () => setLinkUrl((await actions.link.mutateAsync()).url), FAILED.connect);
  const sendTest = attempt(async () => {
    await actions.test.mutateAsync();
    toast.success(
      intl.formatMessage({ id: 'channel.telegram.testSent', defaultMessage: 'Test sent to Telegram.' }),
    );
  }, FAILED.test);
  const disconnect = attempt(async () => {
    await actions.disconnect.mutateAsync();
    toast.success(
      intl.formatMessage({ id: 'channel.telegram.disconnected', defaultMessage: 'Telegram disconnected.' }),
    );
  }, FAILED.disconnect);

  const paused = connected ? state.data.paused : null;
  const help = connected
    ? (paused ??
      (channelOn
        ? intl.formatMessage({
            id: 'channel.telegram.connectedOn',
            defaultMessage: 'Connected: reminders arrive in your Telegram chat with the Cakeday bot.',
          })
        : intl.formatMessage({
            id: 'channel.telegram.connectedOff',
            defaultMessage: 'Connected: tick the box and save to get reminders in Telegram.',
          })))
    : linkUrl
      ? intl.formatMessage({
          id: 'channel.telegram.openAndStart',
          defaultMessage:
            'Open Telegram and tap Start. This row shows Connected once the bot hears from you (the link works for 15 minutes).',
        })
      : intl.formatMessage({
          id: 'channel.telegram.intro',
          defaultMessage: 'Get reminders in a Telegram chat with the Cakeday bot.',
        });
  const busy = actions.link.isPending || actions.test.isPending || actions.disconnect.isPending;
  return (
    <div>
      <CheckRow
        id={id}
        label={intl.formatMessage(LABEL)}
        icon={<Send className="size-4 text-sky-600" aria-hidden />}
        help={help}
        paused={paused !== null}
        inputProps={
          connected
            ? { ...form.register('channels.telegram'), disabled: paused !== null }
            : { checked: false, disabled: true, readOnly: true }
        }
      />
      <div className="-mt-1 flex flex-wrap gap-2 px-4 pb-3 ps-12">
        {connected && !linkUrl ? (
          <>
            {paused ? (
              <button type="button" className="btn-secondary" disabled={busy} onClick={connect}>
                {actions.link.isPending
                  ? intl.formatMessage({ id: 'channel.telegram.connecting', defaultMessage: 'Connecting...' })
                  : intl.formatMessage({
                      id: 'channel.telegram.connectAgain',
                      defaultMessage: 'Connect again',
                    })}
              </button>
            ) : (
              <button type="button" className="btn-secondary" disabled={busy} onClick={sendTest}>
                {actions.test.isPending
                  ? intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })
                  : intl.formatMessage({ id: 'channel.sendTest', defaultMessage: 'Send a test' })}
              </button>
            )}
            <button type="button" className="btn-secondary" disabled={busy} onClick={disconnect}>
              <FormattedMessage id="channel.telegram.disconnect" defaultMessage="Disconnect" />
            </button>
          </>
        ) : linkUrl ? (
          <>
            <a className="btn-primary" href={linkUrl} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="channel.telegram.open" defaultMessage="Open Telegram" />
            </a>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => setLinkUrl(null)}>
              <FormattedMessage id="channel.cancel" defaultMessage="Cancel" />
            </button>
          </>
        ) : (
          <button type="button" className="btn-secondary" disabled={busy} onClick={connect}>
            {actions.link.isPending
              ? intl.formatMessage({ id: 'channel.telegram.connecting', defaultMessage: 'Connecting...' })
              : intl.formatMessage({ id: 'channel.telegram.connect', defaultMessage: 'Connect Telegram' })}
          </button>
        )}
      </div>
    </div>
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: Send,
  color: 'text-sky-600',
  background: 'bg-accent-soft',
  Setting: TelegramSetting,
  useReady: () => {
    const { data } = useTelegramState(false);
    return data?.available === true && data.connected && data.paused === null;
  },
};
