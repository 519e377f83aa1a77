import { Modal } from '@app/components/modal';
import { categoryNameIn } from '@app/i18n/shared-words';
import { useSpecText } from '@app/i18n/spec-text';
import { spokenResolver } from '@app/i18n/spoken-resolver';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { type CreateShareData, type CreateShareInput, createShareInput } from '@shared/schemas/share';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCreateShare } from '../api/create-share';
import { type CategoryCounts, categoryOptions } from '../utils/category-options';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Birthdays per category: a category with none cannot be chosen. */
  categoryCounts: CategoryCounts;
  /** The signed-in user's own User ID, to refuse sharing with yourself before asking the server. */
  myUserId: string | undefined;
};

/** 'Share Birthdays': send whole categories to another user by their User ID. */
export function ShareBirthdaysModal({ open, onOpenChange, categoryCounts, myUserId }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'shares.shareBirthdays', defaultMessage: 'Share Birthdays' })}
      description={intl.formatMessage({
        id: 'shares.shareDescription',
        defaultMessage:
          'Send a copy of your birthdays to another Cakeday user. They can accept or reject it.',
      })}
    >
      {open ? (
        <ShareBirthdaysForm
          categoryCounts={categoryCounts}
          myUserId={myUserId}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

type FormProps = Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void };

function ShareBirthdaysForm({ categoryCounts, myUserId, onDone }: FormProps) {
  const intl = useIntl();
  const spec = useSpecText();
  const create = useCreateShare();
  const uid = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateShareInput, unknown, CreateShareData>({
    resolver: spokenResolver(zodResolver(createShareInput)),
    defaultValues: { recipientId: '', categories: [] },
  });
  const options = categoryOptions(categoryCounts);

  const onSubmit = handleSubmit(async (values) => {
    if (myUserId && values.recipientId === myUserId) {
      setError('recipientId', { message: MSG.cannotShareWithYourself }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync(values);
      toast.success(MSG.sharedSuccessfully);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'recipientId' || err.field === 'categories')) {
        setError(err.field, { message: err.message }, { shouldFocus: err.field === 'recipientId' });
      } else {
        // Server texts such as the hourly limit are shown as they are; anything unexpected gets the spec's text.
        const message = errorMessage(err, MSG.failedShareBirthdays);
        setError('root', { message });
      }
    }
  });

  // The schema's and the form's own texts are spec sentences; a server's is said in the chosen language already.
  const said = (text: string | undefined) => (text === undefined ? undefined : spec(text));
  const recipientError = said(errors.recipientId?.message);
  const categoriesError = said(errors.categories?.message ?? errors.categories?.root?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${uid}-recipient`} className="field-label">
          {intl.formatMessage({ id: 'shares.recipientLabel', defaultMessage: 'Recipient User ID' })}
        </label>
        <input
          id={`${uid}-recipient`}
          className="field-input font-mono tracking-wider uppercase placeholder:normal-case placeholder:tracking-normal"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          placeholder={intl.formatMessage(
            { id: 'shares.recipientPlaceholder', defaultMessage: 'e.g. {example}' },
            { example: '7KQ2M9XHTR' },
          )}
          aria-invalid={recipientError ? true : undefined}
          aria-describedby={`${uid}-recipient-${recipientError ? 'error' : 'help'}`}
          {...register('recipientId')}
        />
        {recipientError ? (
          <p id={`${uid}-recipient-error`} className="field-error">
            {recipientError}
          </p>
        ) : (
          <p id={`${uid}-recipient-help`} className="field-help">
            {intl.formatMessage({
              id: 'shares.recipientHelp',
              defaultMessage: 'They find their User ID in Settings.',
            })}
          </p>
        )}
      </div>

      <fieldset aria-describedby={categoriesError ? `${uid}-categories-error` : undefined}>
        <legend className="field-label">
          {intl.formatMessage({ id: 'shares.categories', defaultMessage: 'Categories' })}
        </legend>
        <ul className="divide-y divide-line-soft overflow-hidden rounded-xl ring-1 ring-line">
          {options.map(({ category, count }) => (
            <li
              key={category}
              className={`flex items-center gap-3 px-3 ${count === 0 ? 'bg-surface-2' : ''}`}
            >
              <input
                id={`${uid}-${category}`}
                type="checkbox"
                value={category}
                disabled={count === 0}
                aria-describedby={`${uid}-${category}-count`}
                className="size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed"
                {...register('categories')}
              />
              <label
                htmlFor={`${uid}-${category}`}
                className={`min-w-0 flex-1 truncate py-3 ${count === 0 ? 'cursor-not-allowed text-ink-4' : 'cursor-pointer text-ink'}`}
              >
                {categoryNameIn(intl, category)}
              </label>
              <span id={`${uid}-${category}-count`} className="shrink-0 text-sm text-ink-4">
                {intl.formatMessage(
                  {
                    id: 'shares.categoryCount',
                    defaultMessage:
                      '{count, plural, one {{count, number, ::group-off} birthday} other {{count, number, ::group-off} birthdays}}',
                  },
                  { count },
                )}
              </span>
            </li>
          ))}
        </ul>
        {categoriesError ? (
          <p id={`${uid}-categories-error`} className="field-error">
            {categoriesError}
          </p>
        ) : null}
      </fieldset>

      {errors.root ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
          {said(errors.root.message)}
        </p>
      ) : null}

      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onDone}>
          {intl.formatMessage({ id: 'shares.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={create.isPending}>
          <Send className="size-4" aria-hidden />
          {create.isPending
            ? intl.formatMessage({ id: 'shares.sharing', defaultMessage: 'Sharing...' })
            : intl.formatMessage({ id: 'shares.share', defaultMessage: 'Share' })}
        </button>
      </div>
    </form>
  );
}
