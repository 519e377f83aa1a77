import { ApiError, errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { type IntlShape, useIntl } from 'react-intl';
import { useRemoveMatrixSetup, useSendMatrixTest } from './api';
import { RowButtons } from './row-buttons';

/**
 * Why a test did not arrive: our sentence for what the homeserver answered (the server sends ours,
 * never the homeserver's words, so a 502 says 'the token was refused'), else the action's fallback.
 */
const testFailure = (intl: IntlShape) => (err: unknown) =>
  err instanceof ApiError && err.status === 502
    ? err.message
    : errorMessage(
        err,
        intl.formatMessage({
          id: 'channel.testFailed',
          defaultMessage: "Couldn't send the test. Please try again.",
        }),
      );

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
  const intl = useIntl();
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
          label: intl.formatMessage({ id: 'channel.sendTest', defaultMessage: 'Send a test' }),
          busy: {
            when: test.isPending,
            label: intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' }),
          },
          onClick: () =>
            void run(
              () => test.mutateAsync(),
              intl.formatMessage({ id: 'channel.matrix.testSent', defaultMessage: 'Test sent to Matrix.' }),
              testFailure(intl),
            ),
        },
        {
          label: paused
            ? intl.formatMessage({
                id: 'channel.hook.checkAndSaveAgain',
                defaultMessage: 'Check and save again',
              })
            : intl.formatMessage({ id: 'channel.change', defaultMessage: 'Change' }),
          onClick: onChange,
        },
        {
          label: intl.formatMessage({ id: 'channel.remove', defaultMessage: 'Remove' }),
          busy: {
            when: remove.isPending,
            label: intl.formatMessage({ id: 'channel.removing', defaultMessage: 'Removing...' }),
          },
          onClick: () =>
            void run(
              async () => {
                await remove.mutateAsync();
                onRemoved();
              },
              intl.formatMessage({ id: 'channel.removed', defaultMessage: 'Removed.' }),
              (err) =>
                errorMessage(
                  err,
                  intl.formatMessage({
                    id: 'channel.removeFailed',
                    defaultMessage: "Couldn't remove it. Please try again.",
                  }),
                ),
            ),
        },
      ]}
    />
  );
}
