import { ApiError, errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useRemoveMatrixSetup, useSendMatrixTest } from './api';
import { RowButtons } from './row-buttons';

/**
 * Why a test did not arrive: our sentence for what the homeserver answered (the server sends ours,
 * never the homeserver's words, so a 502 says 'the token was refused'), else the action's fallback.
 */
const testFailure = (err: unknown) =>
  err instanceof ApiError && err.status === 502
    ? err.message
    : errorMessage(err, "Couldn't send the test. Please try again.");

/** A saved room: 'Send a test' (not while paused), 'Change' and 'Remove'. */
export function MatrixActions({
  paused,
  onChange,
  onRemoved,
}: {
  paused: boolean;
  onChange: () => void;
  onRemoved: () => void;
}) {
  const test = useSendMatrixTest();
  const remove = useRemoveMatrixSetup();
  const run = (action: () => Promise<unknown>, done: string, failed: (err: unknown) => string) =>
    action().then(
      () => toast.success(done),
      (err: unknown) => toast.error(failed(err)),
    );
  return (
    <RowButtons
      buttons={[
        !paused && {
          label: 'Send a test',
          busy: { when: test.isPending, label: 'Sending...' },
          onClick: () => void run(() => test.mutateAsync(), 'Test sent to Matrix.', testFailure),
        },
        { label: paused ? 'Check and save again' : 'Change', onClick: onChange },
        {
          label: 'Remove',
          busy: { when: remove.isPending, label: 'Removing...' },
          onClick: () =>
            void run(
              async () => {
                await remove.mutateAsync();
                onRemoved();
              },
              'Removed.',
              (err) => errorMessage(err, "Couldn't remove it. Please try again."),
            ),
        },
      ]}
    />
  );
}
