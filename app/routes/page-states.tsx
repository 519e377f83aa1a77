import { MSG } from '../../shared/messages';

export function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading birthdays" className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[72px] animate-pulse rounded-2xl bg-slate-200/70" />
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
      <p className="font-semibold">{MSG.failedLoad}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
