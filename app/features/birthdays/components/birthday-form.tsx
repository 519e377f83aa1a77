import { CategoryPicker } from '@app/components/category-picker';
import { InterestsPicker } from '@app/components/interests-picker';
import { couldNotLoad, KeptDatePicker, loadingCalendar } from '@app/components/kept-date-picker';
import { KindPicker } from '@app/components/kind-picker';
import { PhoneInput } from '@app/components/phone-input';
import { kindNameIn } from '@app/i18n/shared-words';
import { spokenResolver } from '@app/i18n/spoken-resolver';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '@shared/constants';
import { isBirthday as isBirthdayKind } from '@shared/date-kinds';
import { isCalendarLoaded, loadCalendars } from '@shared/kept-calendars/registry';
import { type AdarCustom, formWire, remembranceWire } from '@shared/kept-calendars/yahrzeit';
import { MSG } from '@shared/messages';
import {
  type Birthday,
  type BirthdayFormValues,
  birthdayFormSchema,
  toBirthdayInput,
} from '@shared/schemas/birthday';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSaveBirthday } from '../api/save-birthday';
import { BirthdayLeadTimes } from './birthday-lead-times';
import { YahrzeitCustom } from './yahrzeit-custom';

/**
 * Renders voice entry; `fill` puts a recognised name, date ('YYYY-MM-DD' or '--MM-DD') or both into
 * the form, and answers whether the form now has both.
 */
export type VoiceInputSlot = (fill: (spoken: { name?: string; date?: string }) => boolean) => ReactNode;

type Props = {
  /** The birthday to edit; absent in create mode. */
  birthday?: Birthday;
  customCategories: string[];
  onSaved: (saved: Birthday) => void;
  voiceInput?: VoiceInputSlot;
};

/** The form's values, a saved yahrzeit's as its Hebrew date of death, and its Adar custom. */
function initialValues(b?: Birthday): { values: BirthdayFormValues; custom: AdarCustom } {
  const { wire, custom } = formWire({
    date: b?.date ?? '',
    calendar: b?.calendar ?? 'gregory',
    leap: b?.leap ?? false,
  });
  const values: BirthdayFormValues = {
    name: b?.name ?? '',
    ...wire,
    kind: b?.kind ?? 'birthday',
    label: b?.label ?? '',
    category: b?.category ?? 'friends',
    countryCode: b?.countryCode ?? DEFAULT_COUNTRY_CODE,
    phoneNumber: b?.phoneNumber ?? '',
    interests: b?.interests ?? [],
    notes: b?.notes ?? '',
    // A new birthday follows the user's default reminders.
    leadDays: b ? b.leadDays : null,
  };
  return { values, custom };
}

// formWire finds a yahrzeit's date of death and custom with both calendars' code; until both are here the
// form would show (and save) the yahrzeit's own date in its place.
const YAHRZEIT_CALENDARS = ['hebrew', 'hebrew-yahrzeit'] as const;

export function BirthdayForm(props: Props) {
  const intl = useIntl();
  const editsYahrzeit = props.birthday?.calendar === 'hebrew-yahrzeit';
  // Both read at once: the query rerenders on a change of what is read, and the calendars load after this render.
  const { data: loaded, isError } = useQuery({
    queryKey: ['calendar-code', ...YAHRZEIT_CALENDARS],
    queryFn: () => loadCalendars(YAHRZEIT_CALENDARS).then(() => true),
    enabled: editsYahrzeit && !YAHRZEIT_CALENDARS.every(isCalendarLoaded),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!editsYahrzeit || loaded || YAHRZEIT_CALENDARS.every(isCalendarLoaded)) return <KeptForm {...props} />;
  return isError ? (
    <p role="alert" className="field-error">
      {couldNotLoad(intl, 'hebrew')}
    </p>
  ) : (
    <p role="status" className="field-help">
      {loadingCalendar(intl, 'hebrew')}
    </p>
  );
}

function KeptForm({ birthday, customCategories, onSaved, voiceInput }: Props) {
  const intl = useIntl();
  const editing = Boolean(birthday);
  const [initial] = useState(() => initialValues(birthday));
  const [custom, setCustom] = useState(initial.custom);
  const save = useSaveBirthday();
  const nameId = useId();
  const notesId = useId();
  const formErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BirthdayFormValues>({
    resolver: spokenResolver(zodResolver(birthdayFormSchema)),
    defaultValues: initial.values,
  });

  const [name, date, calendar, leap, kind] = watch(['name', 'date', 'calendar', 'leap', 'kind']);
  // Every word of the spec's form stays for a birthday; a date of another kind is named for what it is.
  const isBirthday = isBirthdayKind(kind);
  const canSubmit = name.trim() !== '' && date !== '' && !save.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // A remembrance's Hebrew date goes as its yahrzeit by the custom chosen. With its calendar not loaded yet
      // no custom was offered: the Hebrew date goes as it is, and the server keeps hebcal's, the default one.
      const yahrzeit =
        values.kind === 'remembrance' && isCalendarLoaded(values.calendar)
          ? remembranceWire(values, custom)
          : null;
      const input = { ...toBirthdayInput(values), ...yahrzeit };
      const saved = await save.mutateAsync({ id: birthday?.id, input });
      const what = kindNameIn(intl, values.kind, values.label);
      toast.success(editing ? MSG.dateUpdated(what) : MSG.dateAdded(what));
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.field === 'name') {
        setError('name', { message: err.message }, { shouldFocus: true });
      } else {
        // The spec's texts: 'Failed to add/update birthday' for a failed call, 'Failed to save
        // birthday' only as the last resort for anything else.
        const failed = editing ? MSG.failedUpdate : MSG.failedAdd;
        setError('root', { message: err instanceof ApiError ? errorMessage(err, failed) : MSG.failedSave });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {voiceInput?.(({ name, date }) => {
        if (name) setValue('name', name, { shouldValidate: true });
        if (date) {
          // A spoken date is a Gregorian one.
          setValue('calendar', 'gregory');
          setValue('leap', false);
          setValue('date', date, { shouldValidate: true });
        }
        return Boolean(getValues('name').trim() && getValues('date'));
      })}
      <div>
        <label htmlFor={nameId} className="field-label">
          {intl.formatMessage({ id: 'form.name', defaultMessage: 'Name' })}
        </label>
        <input
          id={nameId}
          className="field-input"
          autoComplete="off"
          placeholder={intl.formatMessage({
            id: 'form.namePlaceholder',
            defaultMessage: 'e.g. Ada Lovelace',
          })}
          maxLength={NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          {...register('name')}
        />
        {errors.name ? (
          <p id={`${nameId}-error`} className="field-error">
            {errors.name.message}
          </p>
        ) : null}
      </div>

      <Controller
        control={control}
        name="label"
        render={({ field, fieldState }) => (
          <KindPicker
            kind={kind ?? 'birthday'}
            label={field.value ?? ''}
            onKind={(k) => setValue('kind', k)}
            onLabel={field.onChange}
            labelError={fieldState.error?.message}
          />
        )}
      />

      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => (
          <KeptDatePicker
            label={
              isBirthday
                ? intl.formatMessage({ id: 'form.birthday', defaultMessage: 'Birthday' })
                : intl.formatMessage({ id: 'form.date', defaultMessage: 'Date' })
            }
            value={{ date: field.value, calendar, leap }}
            onChange={(v) => {
              setValue('calendar', v.calendar);
              setValue('leap', v.leap);
              field.onChange(v.date);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      {kind === 'remembrance' ? (
        <YahrzeitCustom date={date} calendar={calendar} value={custom} onChange={setCustom} />
      ) : null}

      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <CategoryPicker value={field.value} onChange={field.onChange} customCategories={customCategories} />
        )}
      />

      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <Controller
            control={control}
            name="countryCode"
            render={({ field: cc }) => (
              <PhoneInput
                countryCode={cc.value}
                phone={field.value}
                onChange={(v) => {
                  cc.onChange(v.countryCode);
                  field.onChange(v.phone);
                }}
                label={intl.formatMessage({
                  id: 'form.phoneOptional',
                  defaultMessage: 'Phone Number (optional)',
                })}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      />

      <Controller
        control={control}
        name="interests"
        render={({ field }) => <InterestsPicker value={field.value} onChange={field.onChange} />}
      />

      <div>
        <label htmlFor={notesId} className="field-label">
          {intl.formatMessage({ id: 'form.notesOptional', defaultMessage: 'Notes (optional)' })}
        </label>
        <textarea
          id={notesId}
          rows={3}
          className="field-input resize-y"
          placeholder={intl.formatMessage({
            id: 'form.notesPlaceholder',
            defaultMessage: 'Gift ideas, favourite cake, anything to remember',
          })}
          maxLength={NOTES_MAX_LENGTH}
          {...register('notes')}
        />
      </div>

      <Controller
        control={control}
        name="leadDays"
        render={({ field }) => <BirthdayLeadTimes value={field.value} onChange={field.onChange} />}
      />

      {errors.root ? (
        <p id={formErrorId} role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}

      <button type="submit" className="btn-primary w-full" disabled={!canSubmit}>
        {save.isPending
          ? intl.formatMessage({ id: 'form.saving', defaultMessage: 'Saving...' })
          : editing
            ? intl.formatMessage({ id: 'form.saveChanges', defaultMessage: 'Save Changes' })
            : isBirthday
              ? intl.formatMessage({ id: 'form.addBirthday', defaultMessage: 'Add Birthday' })
              : intl.formatMessage({ id: 'form.addDate', defaultMessage: 'Add Date' })}
      </button>
    </form>
  );
}
