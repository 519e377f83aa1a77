import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import type { ResumableChannel } from '@shared/schemas/channel-status';
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
  const resume = useResumeChannel(channel);
  async function onResume() {
    try {
      await resume.mutateAsync();
      toast.success('Resumed.');
    } catch (err) {
      toast.error(errorMessage(err, "Couldn't resume it. Please try again."));
    }
  }
  async function onTest() {
    if (!test) return;
    try {
      await test.send();
      toast.success(test.sent);
    } catch (err) {
      toast.error(errorMessage(err, "Couldn't send the test. Please try again."));
    }
  }
  if (!paused && !test) return null;
  return (
    <div className="flex flex-wrap gap-2 px-4 pb-4 pl-12">
      {paused ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void onResume()}
          disabled={resume.isPending}
        >
          {resume.isPending ? 'Resuming...' : 'Resume'}
        </button>
      ) : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void onTest()}
          disabled={test!.pending}
        >
          {test!.pending ? 'Sending...' : 'Send a test'}
        </button>
      )}
    </div>
  );
}
