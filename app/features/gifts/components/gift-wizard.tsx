import { Modal } from '@app/components/modal';
import { errorMessage } from '@app/lib/api-client';
import { useAfter } from '@app/lib/use-after';
import { REGENERATE_RESET_MS } from '@shared/constants';
import { kindOf } from '@shared/date-kinds';
import { MSG } from '@shared/messages';
import type { GiftSuggestion } from '@shared/schemas/ai';
import { capitalize } from '@shared/text';
import { ChevronLeft, ChevronRight, Gift, Heart, RefreshCw, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useGiftSuggestions } from '../api/suggest-gifts';
import { useCarousel } from '../hooks/use-carousel';

/** `kind`: the day's (shared/date-kinds), a birthday when absent. */
export type GiftTarget = { id: string; name: string; interests: string[]; kind?: string | undefined };

type Props = { target: GiftTarget | null; onClose: () => void };

/** 'Gift Wizard': ideas from the person's interests and relationship, one card at a time. */
export function GiftWizard({ target, onClose }: Props) {
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Gift Wizard"
      description={target ? `Gift ideas for ${target.name}` : undefined}
    >
      {target === null ? null : kindOf(target.kind).celebrates ? (
        <GiftIdeas key={target.id} target={target} />
      ) : (
        // The actions never offer gifts for a remembrance; should one still open, it asks for nothing.
        <p role="status" className="rounded-2xl bg-surface-4/70 p-5 text-center text-ink-2">
          {MSG.noGiftsForRemembrance}
        </p>
      )}
    </Modal>
  );
}

function GiftIdeas({ target }: { target: GiftTarget }) {
  const gifts = useGiftSuggestions(target.id, target.interests);
  const suggestions = gifts.data?.suggestions ?? [];
  const carousel = useCarousel(suggestions.length);
  // Spec §9: a forced refresh holds for 5 s, so Try Again cannot fire a burst of requests.
  const [refreshing, setRefreshing] = useState(false);
  useAfter(refreshing, REGENERATE_RESET_MS, () => setRefreshing(false));

  function tryAgain() {
    setRefreshing(true);
    carousel.reset();
    void gifts.refetch();
  }

  const tryAgainButton = (
    <button
      type="button"
      className="btn-secondary w-full"
      onClick={tryAgain}
      disabled={gifts.isFetching || refreshing}
    >
      <RefreshCw className={`size-4 ${gifts.isFetching ? 'animate-spin' : ''}`} aria-hidden />
      {gifts.isFetching ? 'Finding ideas...' : 'Try Again'}
    </button>
  );

  if (gifts.isPending || (gifts.isFetching && suggestions.length === 0)) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-sm text-ink-4">Finding gift ideas for {target.name}...</p>
        <div className="h-64 animate-pulse rounded-2xl bg-surface-4/70" />
      </div>
    );
  }
  if (gifts.isError) {
    const message = errorMessage(gifts.error, MSG.failedSuggestions);
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-2xl bg-warn-soft p-5 text-center text-warn">
          <p className="font-semibold">{message}</p>
          {message === MSG.noInterests ? (
            <p className="mt-1 text-sm">
              Edit {target.name}'s birthday and pick a few interests to get ideas.
            </p>
          ) : null}
        </div>
        {message === MSG.noInterests ? null : tryAgainButton}
      </div>
    );
  }

  const current = suggestions[carousel.index];
  return (
    <div className="space-y-4">
      {gifts.data.notice ? (
        <p role="status" className="rounded-xl bg-warn-soft px-3 py-2 text-sm text-warn">
          {gifts.data.notice}. Here are ideas from our own collection.
        </p>
      ) : null}
      <section
        aria-roledescription="carousel"
        aria-label={`Gift ideas for ${target.name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys.
        tabIndex={0}
        className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        {...carousel.handlers}
      >
        {current ? (
          <GiftCard gift={current} position={`${carousel.index + 1} of ${suggestions.length}`} />
        ) : null}
        <div className="mt-3 flex items-center justify-between">
          <button
            type="button"
            className="btn-secondary"
            aria-label="Previous idea"
            onClick={carousel.previous}
            disabled={carousel.index === 0}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <div className="flex gap-1.5" aria-hidden>
            {suggestions.map((s, i) => (
              <span
                key={s.title}
                className={`size-2 rounded-full ${i === carousel.index ? 'bg-brand-600' : 'bg-line-2'}`}
              />
            ))}
          </div>
          <button
            type="button"
            className="btn-secondary"
            aria-label="Next idea"
            onClick={carousel.next}
            disabled={carousel.index >= suggestions.length - 1}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </section>
      {tryAgainButton}
    </div>
  );
}

function GiftCard({ gift, position }: { gift: GiftSuggestion; position: string }) {
  return (
    <article
      aria-roledescription="slide"
      aria-label={position}
      className="rounded-2xl bg-gradient-to-br from-accent-soft to-warn-soft p-4 ring-1 ring-line"
    >
      <p className="text-xs font-medium text-ink-4">{position}</p>
      <h3 className="mt-1 flex items-center gap-2 text-lg font-bold text-ink">
        <Gift className="size-5 shrink-0 text-accent" aria-hidden />
        {gift.title}
      </h3>
      <p className="mt-2 text-ink-2">{gift.description}</p>
      <div className="mt-3 flex flex-wrap gap-1.5 text-xs">
        <span className="rounded-full bg-surface px-2 py-0.5 ring-1 ring-line">{gift.priceRange}</span>
        <span className="rounded-full bg-surface px-2 py-0.5 ring-1 ring-line">
          {capitalize(gift.effort)} effort
        </span>
        <span className="rounded-full bg-surface px-2 py-0.5 ring-1 ring-line">
          {capitalize(gift.category)}
        </span>
      </div>
      <GiftList
        icon={<Sparkles className="size-4" aria-hidden />}
        title="Why it works"
        items={gift.whyItWorks}
      />
      <GiftList
        icon={<Heart className="size-4" aria-hidden />}
        title="Personal touches"
        items={gift.personalTouches}
      />
    </article>
  );
}

function GiftList({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <div className="mt-3">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <span className="text-accent">{icon}</span>
        {title}
      </h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
