import { Modal } from '@app/components/modal';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { type CreateShareData, type CreateShareInput, createShareInput } from '@shared/schemas/share';
import { capitalize } from '@shared/text';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Share Birthdays"
      description="Send a copy of your birthdays to another Cakeday user. They can accept or reject it."
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
  const create = useCreateShare();
  const uid = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateShareInput, unknown, CreateShareData>({
    resolver: zodResolver(createShareInput),
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

  const recipientError = errors.recipientId?.message;
  const categoriesError = errors.categories?.message ?? errors.categories?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${uid}-recipient`} className="field-label">
          Recipient User ID
        </label>
        <input
          id={`${uid}-recipient`}
          className="field-input font-mono tracking-wider uppercase placeholder:normal-case placeholder:tracking-normal"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. 7KQ2M9XHTR"
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
            They find their User ID in Settings.
          </p>
        )}
      </div>

      <fieldset aria-describedby={categoriesError ? `${uid}-categories-error` : undefined}>
        <legend className="field-label">Categories</legend>
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
                {capitalize(category)}
              </label>
              <span id={`${uid}-${category}-count`} className="shrink-0 text-sm text-ink-4">
                {count === 1 ? '1 birthday' : `${count} birthdays`}
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
          {errors.root.message}
        </p>
      ) : null}

      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={create.isPending}>
          <Send className="size-4" aria-hidden />
          {create.isPending ? 'Sharing...' : 'Share'}
        </button>
      </div>
    </form>
  );
}
