import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import type { ResumableChannel } from '@shared/schemas/channel-status';
import { useIntl } from 'react-intl';
import { useResumeChannel } from '../api/channel-status';

/**
 * Below SMS's and push's rows: "Resume" while the channel is paused, else their "Send a test" (when
 * there is one to send). These two have no address to save again, so resuming is a button.
 */
export function OwnChannelActions({
  channel,
  paused,
  test,
}: {
  channel: ResumableChannel;
  paused: boolean;
  test: { send: () => Promise<unknown>; pending: boolean; sent: string } | null;
}) {
  const intl = useIntl();
  const resume = useResumeChannel(channel);
  async function onResume() {
    try {
      await resume.mutateAsync();
      toast.success(intl.formatMessage({ id: 'channel.resumed', defaultMessage: 'Resumed.' }));
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          intl.formatMessage({
            id: 'channel.resumeFailed',
            defaultMessage: "Couldn't resume it. Please try again.",
          }),
        ),
      );
    }
  }
  async function onTest() {
    if (!test) return;
    try {
      await test.send();
      toast.success(test.sent);
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
  if (!paused && !test) return null;
  return (
    <div className="flex flex-wrap gap-2 px-4 pb-4 ps-12">
      {paused ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void onResume()}
          disabled={resume.isPending}
        >
          {resume.isPending
            ? intl.formatMessage({ id: 'channel.resuming', defaultMessage: 'Resuming...' })
            : intl.formatMessage({ id: 'channel.resume', defaultMessage: 'Resume' })}
        </button>
      ) : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void onTest()}
          disabled={test!.pending}
        >
          {test!.pending
            ? intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })
            : intl.formatMessage({ id: 'channel.sendTest', defaultMessage: 'Send a test' })}
        </button>
      )}
    </div>
  );
}
