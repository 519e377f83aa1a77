import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What a screen reader hears while it loads: 'Loading reminder settings'. */
  loadingLabel: string;
  /** The skeleton: how many grey blocks stand in for the content, and their height class. */
  skeleton: { rows: number; height: string };
  /** Our sentence when it could not load: "Couldn't load your reminder settings." */
  failed: string;
  children: (data: T) => ReactNode;
};

/**
 * What a panel shows for one query: a pulsing skeleton while it loads, our sentence with 'Try again'
 * when it failed, else its content drawn from the data.
 */
export function QueryStates<T>({ query, loadingLabel, skeleton, failed, children }: Props<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3">
        {Array.from({ length: skeleton.rows }, (_, i) => i).map((row) => (
          <div key={row} className={`${skeleton.height} animate-pulse rounded-2xl bg-surface-4/70`} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-danger-soft p-5 text-center text-danger">
        <p className="font-semibold">{failed}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => query.refetch()}>
          <FormattedMessage id="states.queryRetry" defaultMessage="Try again" />
        </button>
      </div>
    );
  }
  return children(query.data);
}
