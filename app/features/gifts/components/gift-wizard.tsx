import { Modal } from '@app/components/modal';
import { useSpecText } from '@app/i18n/spec-text';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { useAfter } from '@app/lib/use-after';
import { REGENERATE_RESET_MS } from '@shared/constants';
import { kindOf } from '@shared/date-kinds';
import { MSG } from '@shared/messages';
import type { GiftSuggestion } from '@shared/schemas/ai';
import { ChevronLeft, ChevronRight, Gift, Heart, RefreshCw, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useGiftSuggestions } from '../api/suggest-gifts';
import { useCarousel } from '../hooks/use-carousel';

/** `kind`: the day's (shared/date-kinds), a birthday when absent. */
export type GiftTarget = { id: string; name: string; interests: string[]; kind?: string | undefined };

type Props = { target: GiftTarget | null; onClose: () => void };

function effortIn(intl: IntlShape, effort: GiftSuggestion['effort']) {
  switch (effort) {
    case 'low':
      return intl.formatMessage({ id: 'gift.effort.low', defaultMessage: 'Low effort' });
    case 'medium':
      return intl.formatMessage({ id: 'gift.effort.medium', defaultMessage: 'Medium effort' });
    case 'high':
      return intl.formatMessage({ id: 'gift.effort.high', defaultMessage: 'High effort' });
  }
}

function categoryIn(intl: IntlShape, category: GiftSuggestion['category']) {
  switch (category) {
    case 'experience':
      return intl.formatMessage({ id: 'gift.category.experience', defaultMessage: 'Experience' });
    case 'physical':
      return intl.formatMessage({ id: 'gift.category.physical', defaultMessage: 'Physical' });
    case 'handmade':
      return intl.formatMessage({ id: 'gift.category.handmade', defaultMessage: 'Handmade' });
    case 'digital':
      return intl.formatMessage({ id: 'gift.category.digital', defaultMessage: 'Digital' });
  }
}

const ideasFor = (intl: IntlShape, name: string) =>
  intl.formatMessage({ id: 'gift.ideasFor', defaultMessage: 'Gift ideas for {name}' }, { name });

/** 'Gift Wizard': ideas from the person's interests and relationship, one card at a time. */
export function GiftWizard({ target, onClose }: Props) {
  const intl = useIntl();
  const spec = useSpecText();
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'gift.title', defaultMessage: 'Gift Wizard' })}
      description={target ? ideasFor(intl, target.name) : undefined}
    >
      {target === null ? null : kindOf(target.kind).celebrates ? (
        <GiftIdeas key={target.id} target={target} />
      ) : (
        // The actions never offer gifts for a remembrance; should one still open, it asks for nothing.
        <p role="status" className="rounded-2xl bg-surface-4/70 p-5 text-center text-ink-2">
          {spec(MSG.noGiftsForRemembrance)}
        </p>
      )}
    </Modal>
  );
}

function GiftIdeas({ target }: { target: GiftTarget }) {
  const intl = useIntl();
  const spec = useSpecText();
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
      {gifts.isFetching
        ? intl.formatMessage({ id: 'gift.finding', defaultMessage: 'Finding ideas...' })
        : intl.formatMessage({ id: 'gift.tryAgain', defaultMessage: 'Try Again' })}
    </button>
  );

  if (gifts.isPending || (gifts.isFetching && suggestions.length === 0)) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-sm text-ink-4">
          {intl.formatMessage(
            { id: 'gift.findingFor', defaultMessage: 'Finding gift ideas for {name}...' },
            { name: target.name },
          )}
        </p>
        <div className="h-64 animate-pulse rounded-2xl bg-surface-4/70" />
      </div>
    );
  }
  if (gifts.isError) {
    const message = errorMessage(gifts.error, spec(MSG.failedSuggestions));
    // By its code: the message is in the chosen language.
    const noInterests = gifts.error instanceof ApiError && gifts.error.code === 'no_interests';
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-2xl bg-warn-soft p-5 text-center text-warn">
          <p className="font-semibold">{message}</p>
          {noInterests ? (
            <p className="mt-1 text-sm">
              {intl.formatMessage(
                {
                  id: 'gift.pickInterests',
                  defaultMessage: "Edit {name}'s birthday and pick a few interests to get ideas.",
                },
                { name: target.name },
              )}
            </p>
          ) : null}
        </div>
        {noInterests ? null : tryAgainButton}
      </div>
    );
  }

  const current = suggestions[carousel.index];
  return (
    <div className="space-y-4">
      {gifts.data.notice ? (
        <p role="status" className="rounded-xl bg-warn-soft px-3 py-2 text-sm text-warn">
          {intl.formatMessage(
            { id: 'gift.notice', defaultMessage: '{notice}. Here are ideas from our own collection.' },
            { notice: spec(gifts.data.notice) },
          )}
        </p>
      ) : null}
      <section
        aria-roledescription={intl.formatMessage({ id: 'gift.carousel', defaultMessage: 'carousel' })}
        aria-label={ideasFor(intl, target.name)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys.
        tabIndex={0}
        className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        {...carousel.handlers}
      >
        {current ? (
          <GiftCard
            gift={current}
            position={intl.formatMessage(
              { id: 'gift.position', defaultMessage: '{position} of {count}' },
              { position: carousel.index + 1, count: suggestions.length },
            )}
          />
        ) : null}
        <div className="mt-3 flex items-center justify-between">
          <button
            type="button"
            className="btn-secondary"
            aria-label={intl.formatMessage({ id: 'gift.previous', defaultMessage: 'Previous idea' })}
            onClick={carousel.previous}
            disabled={carousel.index === 0}
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
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
            aria-label={intl.formatMessage({ id: 'gift.next', defaultMessage: 'Next idea' })}
            onClick={carousel.next}
            disabled={carousel.index >= suggestions.length - 1}
          >
            <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden />
          </button>
        </div>
      </section>
      {tryAgainButton}
    </div>
  );
}

function GiftCard({ gift, position }: { gift: GiftSuggestion; position: string }) {
  const intl = useIntl();
  return (
    <article
      aria-roledescription={intl.formatMessage({ id: 'gift.slide', defaultMessage: 'slide' })}
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
          {effortIn(intl, gift.effort)}
        </span>
        <span className="rounded-full bg-surface px-2 py-0.5 ring-1 ring-line">
          {categoryIn(intl, gift.category)}
        </span>
      </div>
      <GiftList
        icon={<Sparkles className="size-4" aria-hidden />}
        title={intl.formatMessage({ id: 'gift.whyItWorks', defaultMessage: 'Why it works' })}
        items={gift.whyItWorks}
      />
      <GiftList
        icon={<Heart className="size-4" aria-hidden />}
        title={intl.formatMessage({ id: 'gift.personalTouches', defaultMessage: 'Personal touches' })}
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
      <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-ink-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
