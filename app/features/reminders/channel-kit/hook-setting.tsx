import { CopyButton } from '@app/components/copy-button';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { hookUrl } from '@shared/schemas/hook-destination';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckRow } from '../components/check-row';
import type { ChannelSettingProps } from './channel';
import {
  type HookSetup,
  useHookDestination,
  useRemoveHookDestination,
  useSaveHookDestination,
  useSendHookTest,
} from './hook-destinations';

/** ntfy's access tokens start so: an example, not a sentence. */
const TOKEN_EXAMPLE = 'tk_...';

type Props = ChannelSettingProps & {
  channel: ReminderChannelId;
  label: string;
  icon: ReactNode;
  /** What the channel is for, before it is set up. */
  intro: string;
  urlLabel: string;
  placeholder: string;
  /** ntfy: an optional access token. */
  withToken?: boolean;
};

/**
 * A channel reached at an address (ntfy, webhook): its checkbox, and below it the setup: the
 * address (and token) to save, then 'Send a test', 'Change' and 'Remove'. Saving switches it on.
 */
export function HookSetting(props: Props) {
  const { id, form, channel, label, icon, intro } = props;
  const intl = useIntl();
  const destination = useHookDestination(channel);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const saved = destination.data ?? null;

  const help = destination.isPending
    ? intl.formatMessage({ id: 'channel.loading', defaultMessage: 'Loading...' })
    : destination.isError
      ? intl.formatMessage({
          id: 'channel.loadFailed',
          defaultMessage: "Couldn't load this channel's setup.",
        })
      : saved
        ? (saved.paused ??
          intl.formatMessage(
            { id: 'channel.hook.remindersGoTo', defaultMessage: 'Reminders go to {url}' },
            { url: saved.url },
          ))
        : intro;
  return (
    <div>
      <CheckRow
        id={id}
        label={label}
        icon={icon}
        help={help}
        paused={Boolean(saved?.paused)}
        inputProps={{ ...form.register(`channels.${channel}`), disabled: !saved || saved.paused !== null }}
      />
      <div className="space-y-3 px-4 pb-4 ps-12">
        {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
        {saved && !editing ? (
          <SavedActions {...props} onChange={() => setEditing(true)} paused={saved.paused !== null} />
        ) : destination.isSuccess ? (
          <SetupForm
            {...props}
            initialUrl={saved?.url ?? ''}
            hasToken={saved?.hasToken ?? false}
            onCancel={saved ? () => setEditing(false) : undefined}
            onSaved={(made) => {
              setEditing(false);
              setSecret(made);
              // The server switched the channel on; the form follows without counting it as a change.
              form.resetField(`channels.${channel}`, { defaultValue: true });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function SetupForm({
  id,
  channel,
  urlLabel,
  placeholder,
  withToken,
  initialUrl,
  hasToken,
  onCancel,
  onSaved,
}: Props & {
  initialUrl: string;
  hasToken: boolean;
  onCancel: (() => void) | undefined;
  onSaved: (secret: string | null) => void;
}) {
  const intl = useIntl();
  const save = useSaveHookDestination(channel);
  const [url, setUrl] = useState(initialUrl);
  const [token, setToken] = useState('');
  const [error, setError] = useState<{ field: 'url' | 'token'; message: string } | null>(null);

  async function submit() {
    const checked = hookUrl.safeParse(url);
    if (!checked.success) return setError({ field: 'url', message: checked.error.issues[0]!.message });
    setError(null);
    const setup: HookSetup = {
      url: checked.data,
      ...(withToken && token.trim() ? { token: token.trim() } : {}),
    };
    try {
      const result = await save.mutateAsync(setup);
      onSaved(result.secret);
      toast.success(
        intl.formatMessage({
          id: 'channel.savedSendTest',
          defaultMessage: 'Saved. Send a test to check it arrives.',
        }),
      );
    } catch (err) {
      setError({
        field: (err as { field?: string }).field === 'token' ? 'token' : 'url',
        message: errorMessage(
          err,
          intl.formatMessage({
            id: 'channel.saveFailed',
            defaultMessage: "Couldn't save. Please try again.",
          }),
        ),
      });
    }
  }
  // Enter saves this row, not the whole Reminder Settings form around it.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void submit();
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-url`} className="field-label">
          {urlLabel}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          className="field-input"
          placeholder={placeholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter}
          aria-invalid={error?.field === 'url' ? true : undefined}
          aria-describedby={error?.field === 'url' ? `${id}-url-error` : undefined}
        />
        {error?.field === 'url' ? (
          <p id={`${id}-url-error`} role="alert" className="field-error">
            {error.message}
          </p>
        ) : null}
      </div>
      {withToken ? (
        <div>
          <label htmlFor={`${id}-token`} className="field-label">
            <FormattedMessage id="channel.hook.accessToken" defaultMessage="Access token (optional)" />
          </label>
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            className="field-input"
            placeholder={
              hasToken
                ? intl.formatMessage({
                    id: 'channel.savedLeaveEmpty',
                    defaultMessage: 'Saved: leave empty to keep it',
                  })
                : TOKEN_EXAMPLE
            }
            value={token}
            onChange={(e) => setToken(e.target.value)}
            onKeyDown={onEnter}
            aria-invalid={error?.field === 'token' ? true : undefined}
            aria-describedby={`${id}-token-help${error?.field === 'token' ? ` ${id}-token-error` : ''}`}
          />
          <p id={`${id}-token-help`} className="field-help">
            <FormattedMessage
              id="channel.hook.tokenHelp"
              defaultMessage="Needed only for a protected topic."
            />
          </p>
          {error?.field === 'token' ? (
            <p id={`${id}-token-error`} role="alert" className="field-error">
              {error.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending
            ? intl.formatMessage({ id: 'channel.saving', defaultMessage: 'Saving...' })
            : intl.formatMessage({ id: 'channel.hook.saveAddress', defaultMessage: 'Save address' })}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            <FormattedMessage id="channel.cancel" defaultMessage="Cancel" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function SavedActions({
  form,
  channel,
  paused,
  onChange,
}: Props & { paused: boolean; onChange: () => void }) {
  const intl = useIntl();
  const test = useSendHookTest(channel);
  const remove = useRemoveHookDestination(channel);
  async function sendTest() {
    try {
      await test.mutateAsync();
      toast.success(intl.formatMessage({ id: 'channel.testSent', defaultMessage: 'Test sent.' }));
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          intl.formatMessage({
            id: 'channel.testFailed',
            defaultMessage: "Couldn't send the test. Please try again.",
          }),
        ),
      );
    }
  }
  async function removeIt() {
    try {
      await remove.mutateAsync();
      form.resetField(`channels.${channel}`, { defaultValue: false });
      toast.success(intl.formatMessage({ id: 'channel.removed', defaultMessage: 'Removed.' }));
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          intl.formatMessage({
            id: 'channel.removeFailed',
            defaultMessage: "Couldn't remove it. Please try again.",
          }),
        ),
      );
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {paused ? null : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void sendTest()}
          disabled={test.isPending}
        >
          {test.isPending
            ? intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })
            : intl.formatMessage({ id: 'channel.sendTest', defaultMessage: 'Send a test' })}
        </button>
      )}
      <button type="button" className="btn-secondary" onClick={onChange}>
        {paused
          ? intl.formatMessage({
              id: 'channel.hook.checkAndSaveAgain',
              defaultMessage: 'Check and save again',
            })
          : intl.formatMessage({ id: 'channel.change', defaultMessage: 'Change' })}
      </button>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void removeIt()}
        disabled={remove.isPending}
      >
        {remove.isPending
          ? intl.formatMessage({ id: 'channel.removing', defaultMessage: 'Removing...' })
          : intl.formatMessage({ id: 'channel.remove', defaultMessage: 'Remove' })}
      </button>
    </div>
  );
}

/** A webhook's signing secret, the one time it can be seen. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className="space-y-2 rounded-xl bg-warn-soft p-3" role="status">
      <p className="text-sm font-medium text-ink">
        <FormattedMessage
          id="channel.webhook.secretOnce"
          defaultMessage="Your signing secret. Copy it now: it is shown only this once."
        />
      </p>
      <code className="block break-all rounded-lg bg-surface px-2 py-1.5 text-sm text-ink">{secret}</code>
      <p className="text-xs text-ink-3">
        <FormattedMessage
          id="channel.webhook.secretHelp"
          defaultMessage="Your receiver checks each request's X-Cakeday-Signature with it (see docs/webhooks.md)."
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={secret}
          copied={intl.formatMessage({
            id: 'channel.webhook.secretCopied',
            defaultMessage: 'Secret copied to clipboard!',
          })}
          failed={intl.formatMessage({
            id: 'channel.webhook.secretCopyFailed',
            defaultMessage: "Couldn't copy the secret.",
          })}
          label={intl.formatMessage({ id: 'channel.webhook.copySecret', defaultMessage: 'Copy secret' })}
        />
        <button type="button" className="btn-secondary" onClick={onDone}>
          <FormattedMessage id="channel.webhook.haveCopied" defaultMessage="I have copied it" />
        </button>
      </div>
    </div>
  );
}
