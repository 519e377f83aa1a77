import { useMe } from '@app/lib/session';
import { toast } from '@app/lib/toast';
import { LOCALE_IDS, LOCALES, type Locale } from '@shared/i18n/locales';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveLocale } from './account-locale';
import { showIn, useLocale } from './locale-store';

/** Settings → Language: each language named in its own words, the change shown at once and kept. */
export function LanguageSetting() {
  const id = useId();
  const intl = useIntl();
  const locale = useLocale();
  const me = useMe();
  async function choose(next: Locale) {
    showIn(next);
    if (!me) return;
    try {
      await saveLocale(next);
    } catch {
      toast.error(
        intl.formatMessage({
          id: 'language.notSaved',
          defaultMessage: 'Could not save your language. It is used on this device only.',
        }),
      );
    }
  }
  return (
    <section className="flex items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <Languages className="size-5 shrink-0 text-ink-4" aria-hidden />
      <label htmlFor={id} className="flex-1 font-medium">
        <FormattedMessage id="language.label" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="field-input w-auto"
        value={locale}
        onChange={(e) => void choose(e.target.value as Locale)}
      >
        {LOCALE_IDS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALES[l].name}
          </option>
        ))}
      </select>
    </section>
  );
}
