import { TESTIMONIAL_ROTATION_MS } from '@shared/constants';
import { Pause, Play, Quote, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

export type Testimonial = { quote: MessageDescriptor; name: string; role: MessageDescriptor };

const words = defineMessages({
  mayaQuote: {
    id: 'landing.testimonial.mayaQuote',
    defaultMessage:
      'I used to find out about birthdays the day after. Now I get a text a week ahead, and this year every gift arrived on time.',
  },
  mayaRole: { id: 'landing.testimonial.mayaRole', defaultMessage: 'Project manager' },
  danielQuote: {
    id: 'landing.testimonial.danielQuote',
    defaultMessage:
      'The AI wishes actually sound like me, not like a greeting card. I change a word or two and send it on WhatsApp in seconds.',
  },
  danielRole: { id: 'landing.testimonial.danielRole', defaultMessage: 'Software engineer' },
  sofiaQuote: {
    id: 'landing.testimonial.sofiaQuote',
    defaultMessage:
      'I shared our family list with my sister, so now we both get reminders for every cousin, aunt and grandparent.',
  },
  sofiaRole: { id: 'landing.testimonial.sofiaRole', defaultMessage: 'Keeper of the family calendar' },
});

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: words.mayaQuote, name: 'Maya Chen', role: words.mayaRole },
  { quote: words.danielQuote, name: 'Daniel Okafor', role: words.danielRole },
  { quote: words.sofiaQuote, name: 'Sofia Rossi', role: words.sofiaRole },
];

type TestimonialCarouselProps = {
  testimonials?: readonly Testimonial[];
  intervalMs?: number;
};

/** Rotating testimonials with dot navigation and a pause control. Clicking a dot restarts the rotation timer. */
export function TestimonialCarousel({
  testimonials = TESTIMONIALS,
  intervalMs = TESTIMONIAL_ROTATION_MS,
}: TestimonialCarouselProps) {
  const intl = useIntl();
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  // Bumped on every dot click so the timer restarts even when the active dot is clicked again.
  const [cycle, setCycle] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !paused && count > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` and `cycle` restart the timer on every change.
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(id);
  }, [rotating, count, intervalMs, index, cycle]);

  const goTo = (i: number) => {
    setIndex(i);
    setCycle((c) => c + 1);
  };

  return (
    <section
      aria-roledescription={intl.formatMessage({ id: 'landing.carousel', defaultMessage: 'carousel' })}
      aria-label={intl.formatMessage({ id: 'landing.testimonials', defaultMessage: 'Testimonials' })}
      className="relative mx-auto max-w-2xl rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line/70 sm:p-8"
    >
      <Quote
        aria-hidden="true"
        className="absolute end-5 top-5 size-10 text-accent-soft-2 sm:end-6 sm:top-6 sm:size-12"
      />
      <div aria-live={rotating ? 'off' : 'polite'} className="grid">
        {testimonials.map((t, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is an ARIA group (WAI-ARIA APG), not a form fieldset.
            <div
              key={t.name}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'landing.slide', defaultMessage: 'slide' })}
              aria-label={intl.formatMessage(
                { id: 'landing.slideOf', defaultMessage: '{number} of {count}' },
                { number: i + 1, count },
              )}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`col-start-1 row-start-1 motion-safe:transition-[opacity,translate,visibility] motion-safe:duration-500 motion-safe:ease-out ${
                active ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
              }`}
            >
              <figure>
                <div
                  className="flex gap-0.5 text-amber-400"
                  role="img"
                  aria-label={intl.formatMessage(
                    { id: 'landing.stars', defaultMessage: '{rating} out of {max} stars' },
                    { rating: 5, max: 5 },
                  )}
                >
                  {[0, 1, 2, 3, 4].map((s) => (
                    <Star key={s} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 text-base leading-relaxed text-ink-2 sm:text-lg">
                  <p>
                    {intl.formatMessage(
                      { id: 'landing.testimonialQuote', defaultMessage: '“{quote}”' },
                      { quote: intl.formatMessage(t.quote) },
                    )}
                  </p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-amber-500 text-sm font-bold text-white"
                  >
                    {t.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span className="text-start">
                    <span className="block text-sm font-semibold text-ink">{t.name}</span>
                    <span className="block text-xs text-ink-4">{intl.formatMessage(t.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-1">
        {testimonials.map((t, i) => {
          const active = i === index;
          return (
            <button
              key={t.name}
              type="button"
              aria-label={intl.formatMessage(
                { id: 'landing.showTestimonial', defaultMessage: 'Show testimonial {number}' },
                { number: i + 1 },
              )}
              aria-current={active ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="group rounded-full p-2"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300 ${
                  active ? 'w-6 bg-brand-600' : 'w-2.5 bg-line-2 group-hover:bg-ink-5'
                }`}
              />
            </button>
          );
        })}
        {count > 1 ? (
          <button
            type="button"
            aria-label={
              paused
                ? intl.formatMessage({ id: 'landing.playTestimonials', defaultMessage: 'Play testimonials' })
                : intl.formatMessage({
                    id: 'landing.pauseTestimonials',
                    defaultMessage: 'Pause testimonials',
                  })
            }
            onClick={() => setPaused((p) => !p)}
            className="ms-2 rounded-full p-1.5 text-ink-4 hover:bg-surface-3 hover:text-ink-2"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
    </section>
  );
}
