import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Bell, Cake, ChartColumn, Gift, Megaphone, ShieldCheck, Sparkles } from 'lucide-react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { TestimonialCarousel } from './testimonial-carousel';

type LandingPageProps = { onSignUp: () => void };

const words = defineMessages({
  activeUsers: { id: 'landing.stat.activeUsers', defaultMessage: 'Active Users' },
  birthdays: { id: 'landing.stat.birthdays', defaultMessage: 'Birthdays' },
  onTime: { id: 'landing.stat.onTime', defaultMessage: 'On-time' },
  aiTitle: { id: 'landing.tile.aiTitle', defaultMessage: 'AI-Powered' },
  aiBody: {
    id: 'landing.tile.aiBody',
    defaultMessage:
      'Where the server has an AI service set up, Cakeday suggests birthday wishes in your tone and language.',
  },
  dataTitle: { id: 'landing.tile.dataTitle', defaultMessage: 'Data Driven' },
  dataBody: {
    id: 'landing.tile.dataBody',
    defaultMessage:
      "See today's and upcoming birthdays at a glance, then browse them by week, month or year.",
  },
  marketingTitle: { id: 'landing.tile.marketingTitle', defaultMessage: 'Marketing' },
  marketingBody: {
    id: 'landing.tile.marketingBody',
    defaultMessage:
      'Reminders by text or browser notification at your hour, and your birthday list shared with family by User ID.',
  },
  privacyTitle: { id: 'landing.tile.privacyTitle', defaultMessage: 'Your Privacy' },
  privacyBody: {
    id: 'landing.tile.privacyBody',
    defaultMessage:
      'Only you can see your list. No ads, no selling. Delete your account and all of it any time from Settings.',
  },
  dad: { id: 'landing.preview.dad', defaultMessage: 'Dad' },
  today: { id: 'landing.preview.today', defaultMessage: 'Today' },
  tomorrow: { id: 'landing.preview.tomorrow', defaultMessage: 'Tomorrow' },
  inDays: {
    id: 'landing.preview.inDays',
    defaultMessage: '{count, plural, one {In # day} other {In # days}}',
  },
});

/** The figures, shown in the reader's own number format ('10K' in English): a count is followed by '+'. */
const STATS = [
  { value: 10_000, style: 'plus', label: words.activeUsers },
  { value: 200_000, style: 'plus', label: words.birthdays },
  { value: 0.99, style: 'percent', label: words.onTime },
] as const;

type Tile = { title: MessageDescriptor; body: MessageDescriptor; icon: LucideIcon; tone: string };

const TILES: readonly Tile[] = [
  {
    title: words.aiTitle,
    body: words.aiBody,
    icon: Sparkles,
    tone: 'bg-accent-soft text-accent',
  },
  {
    title: words.dataTitle,
    body: words.dataBody,
    icon: ChartColumn,
    tone: 'bg-warn-soft text-amber-600',
  },
  {
    title: words.marketingTitle,
    body: words.marketingBody,
    icon: Megaphone,
    tone: 'bg-rose-500/10 text-rose-600', // no rose token: a see-through tint reads on either scheme
  },
  {
    title: words.privacyTitle,
    body: words.privacyBody,
    icon: ShieldCheck,
    tone: 'bg-ok-soft text-emerald-600',
  },
];

type PreviewRow = {
  key: string;
  name: string | MessageDescriptor;
  when: MessageDescriptor;
  days?: number;
  highlight: boolean;
};

const PREVIEW: readonly PreviewRow[] = [
  { key: 'maya', name: 'Maya Chen', when: words.today, highlight: true },
  { key: 'dad', name: words.dad, when: words.tomorrow, highlight: false },
  { key: 'priya', name: 'Priya Shah', when: words.inDays, days: 5, highlight: false },
];

/** A name's initials: the first letter of each of its words. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => Array.from(part)[0] ?? '')
    .join('');

/** A decorative preview of the app's birthday list, shown beside (or under) the hero text. */
function HeroPreview() {
  const intl = useIntl();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-accent-soft-2 to-warn-line/60 blur-2xl" />
      <div className="rounded-2xl bg-surface/90 p-4 shadow-xl ring-1 shadow-slate-900/10 ring-line/70 backdrop-blur sm:p-5">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-ink">
            <FormattedMessage id="landing.preview.title" defaultMessage="Upcoming birthdays" />
          </p>
          <span className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Bell className="size-4" />
          </span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {PREVIEW.map((p) => {
            const name = typeof p.name === 'string' ? p.name : intl.formatMessage(p.name);
            return (
              <li
                key={p.key}
                className={`flex items-center gap-3 rounded-xl p-2.5 ${p.highlight ? 'bg-warn-soft ring-1 ring-warn-line' : 'bg-surface-2'}`}
              >
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${
                    p.highlight
                      ? 'bg-linear-to-br from-amber-400 to-rose-400'
                      : 'bg-linear-to-br from-brand-500 to-brand-700'
                  }`}
                >
                  {initialsOf(name)}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{name}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    p.highlight ? 'bg-amber-400 text-amber-950' : 'bg-surface text-ink-3 ring-1 ring-line'
                  }`}
                >
                  {intl.formatMessage(p.when, { count: p.days })}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-xs leading-relaxed text-accent-ink">
          <Sparkles className="mt-0.5 size-4 shrink-0" />
          <span>
            <FormattedMessage
              id="landing.preview.wish"
              defaultMessage="“Happy birthday, Maya! Here’s to a year as bright as your laugh.”"
            />
          </span>
        </div>
      </div>
      <div className="absolute -end-2 -bottom-4 flex items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 text-xs font-semibold text-ink-2 shadow-lg ring-1 ring-line sm:-end-6">
        <Gift className="size-4 text-amber-500" />
        <FormattedMessage
          id="landing.preview.giftIdeas"
          defaultMessage="{count, plural, one {# gift idea} other {# gift ideas}}"
          values={{ count: 3 }}
        />
      </div>
    </div>
  );
}

/** The signed-out landing screen: hero, stats, info tiles, testimonials and a closing call to action. */
export function LandingPage({ onSignUp }: LandingPageProps) {
  const intl = useIntl();
  return (
    <div className="relative isolate overflow-hidden bg-linear-to-b from-accent-soft via-surface to-warn-soft/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-24 -top-24 -z-10 size-72 rounded-full bg-accent-soft-2 blur-3xl sm:size-96"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 top-40 -z-10 size-72 rounded-full bg-warn-line/50 blur-3xl sm:size-96"
      />

      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {/* Hero */}
        <section
          aria-labelledby="landing-hero-title"
          className="grid items-center gap-12 pt-10 pb-14 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-24 lg:pb-20"
        >
          <div className="text-center lg:text-start">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-surface/80 px-3 py-1 text-xs font-semibold text-accent-ink shadow-sm ring-1 ring-accent-soft-2">
              <Cake aria-hidden="true" className="size-3.5 text-amber-500" />
              <FormattedMessage id="landing.tagline" defaultMessage="Birthday reminders, done right" />
            </p>
            <h1
              id="landing-hero-title"
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
            >
              <FormattedMessage
                id="landing.heroTitle"
                defaultMessage="Never Miss a <highlight>Birthday</highlight> Again"
                values={{
                  highlight: (chunks) => (
                    <span className="bg-linear-to-r from-accent via-rose-500 to-amber-600 bg-clip-text text-transparent">
                      {chunks}
                    </span>
                  ),
                }}
              />
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-pretty text-ink-3 sm:text-lg lg:mx-0">
              <FormattedMessage
                id="landing.heroSubtitle"
                defaultMessage="Get reminders by SMS or push notification, birthday wishes in your own tone and language, and gift ideas that actually fit."
              />
            </p>
            <div className="mt-8 flex flex-col items-center gap-3 lg:items-start">
              <button
                type="button"
                onClick={onSignUp}
                className="btn-primary w-full px-6 py-3 text-base shadow-lg shadow-brand-600/25 sm:w-auto"
              >
                <FormattedMessage id="landing.getStarted" defaultMessage="Get Started Free" />
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </button>
              <p className="text-xs text-ink-4">
                <FormattedMessage id="landing.freeForever" defaultMessage="Free forever · No credit card" />
              </p>
            </div>
          </div>
          <HeroPreview />
        </section>

        {/* Stats */}
        <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-3 sm:gap-4">
          {STATS.map((s) => (
            <div
              key={s.label.id}
              className="flex flex-col-reverse items-center rounded-2xl bg-surface/80 px-2 py-4 text-center shadow-sm ring-1 ring-line/70 sm:py-6"
            >
              <dt className="mt-1 text-xs font-medium text-ink-3 sm:text-sm">
                {intl.formatMessage(s.label)}
              </dt>
              <dd className="text-2xl font-extrabold tracking-tight text-accent-ink sm:text-4xl">
                {s.style === 'percent'
                  ? intl.formatNumber(s.value, { style: 'percent' })
                  : intl.formatMessage(
                      { id: 'landing.stat.atLeast', defaultMessage: '{value}+' },
                      { value: intl.formatNumber(s.value, { notation: 'compact' }) },
                    )}
              </dd>
            </div>
          ))}
        </dl>

        {/* Info tiles */}
        <section aria-labelledby="landing-features-title" className="pt-16 sm:pt-24">
          <div className="mx-auto max-w-2xl text-center">
            <h2
              id="landing-features-title"
              className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              <FormattedMessage
                id="landing.featuresTitle"
                defaultMessage="Everything you need to celebrate"
              />
            </h2>
            <p className="mt-3 text-ink-3">
              <FormattedMessage
                id="landing.featuresSubtitle"
                defaultMessage="One tidy list, timely reminders, and a little help with the words and the gift."
              />
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TILES.map(({ title, body, icon: Icon, tone }) => (
              <li
                key={title.id}
                className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line/70 motion-safe:transition motion-safe:hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-base font-semibold text-ink">{intl.formatMessage(title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-3">{intl.formatMessage(body)}</p>
              </li>
            ))}
          </ul>
        </section>

        {/* Testimonials */}
        <section aria-labelledby="landing-testimonials-title" className="pt-16 sm:pt-24">
          <h2
            id="landing-testimonials-title"
            className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id="landing.testimonialsTitle" defaultMessage="Loved by people who remember" />
          </h2>
          <div className="mt-8">
            <TestimonialCarousel />
          </div>
        </section>

        {/* Closing call to action */}
        <section aria-labelledby="landing-cta-title" className="py-16 sm:py-24">
          <div className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-600 via-brand-700 to-violet-800 px-6 py-10 text-center shadow-xl shadow-brand-700/20 sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-amber-400/25 blur-3xl"
            />
            <Cake aria-hidden="true" className="mx-auto size-10 text-amber-300" />
            <h2
              id="landing-cta-title"
              className="mt-4 text-2xl font-bold tracking-tight text-white sm:text-3xl"
            >
              <FormattedMessage id="landing.ctaTitle" defaultMessage="Start remembering today" />
            </h2>
            <p className="mx-auto mt-3 max-w-md text-brand-100">
              <FormattedMessage
                id="landing.ctaBody"
                defaultMessage="Add your first birthday in under a minute. We’ll take care of the reminders."
              />
            </p>
            <button
              type="button"
              onClick={onSignUp}
              className="btn mt-8 w-full bg-surface px-6 py-3 text-base text-accent-ink shadow-lg hover:bg-surface-2 sm:w-auto"
            >
              <FormattedMessage id="landing.signUpFree" defaultMessage="Sign Up Free" />
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}
