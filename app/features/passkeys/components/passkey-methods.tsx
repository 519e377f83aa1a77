import { QueryStates } from '@app/components/query-states';
import { useSpecText } from '@app/i18n/spec-text';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { PASSKEY_NAME_MAX_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { type Passkey, passkeyName } from '@shared/schemas/passkeys';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  passkeyProblem,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys';
import { browserHasPasskeys } from '../utils/webauthn';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Nov 28, 2026' in the chosen language; Gregorian, as every other day the app shows. */
function day(locale: string, ms: number) {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', calendar: 'gregory' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(ms));
}

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-ink-3 ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink disabled:opacity-50';

/**
 * The account's passkeys in Settings' sign-in methods: each with when it was added and last used,
 * renamed in place and removed after a confirmation; "Add a passkey" makes one on this device.
 */
export function PasskeyMethods() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const intl = useIntl();
  const spec = useSpecText();

  async function onAdd() {
    setProblem(null);
    try {
      await add.mutateAsync();
      toast.success(MSG.passkeyAdded);
    } catch (err) {
      setProblem(passkeyProblem(err));
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} tabIndex={-1} className="flex items-center gap-2 font-semibold text-ink">
          <KeyRound className="size-4 text-accent" aria-hidden />
          <FormattedMessage id="passkey.methods.title" defaultMessage="Passkeys" />
        </h3>
        <p className="mt-1 text-sm text-ink-4">
          <FormattedMessage
            id="passkey.methods.description"
            defaultMessage="Sign in with your fingerprint, face or screen lock instead of a texted code."
          />
        </p>
      </div>
      <QueryStates
        query={passkeys}
        loadingLabel={intl.formatMessage({
          id: 'passkey.methods.loading',
          defaultMessage: 'Loading passkeys',
        })}
        skeleton={{ rows: 2, height: 'h-14' }}
        failed={spec(MSG.failedLoadPasskeys)}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-ink-3">
              <FormattedMessage id="passkey.methods.none" defaultMessage="No passkeys yet." />
            </p>
          ) : (
            <ul
              aria-label={intl.formatMessage({ id: 'passkey.methods.list', defaultMessage: 'Your passkeys' })}
              className="divide-y divide-line-soft rounded-xl ring-1 ring-line"
            >
              {list.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} headingId={headingId} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      {browserHasPasskeys() ? (
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          disabled={add.isPending}
          onClick={onAdd}
        >
          <Plus className="size-4" aria-hidden />
          {add.isPending
            ? intl.formatMessage({ id: 'passkey.methods.adding', defaultMessage: 'Adding...' })
            : intl.formatMessage({ id: 'passkey.methods.add', defaultMessage: 'Add a passkey' })}
        </button>
      ) : (
        <p className="text-sm text-ink-4">{spec(MSG.passkeyNotSupported)}</p>
      )}
      {problem ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
          {spec(problem)}
        </p>
      ) : null}
    </section>
  );
}

type RowProps = { passkey: Passkey; headingId: string };

function PasskeyRow({ passkey, headingId }: RowProps) {
  const [mode, setMode] = useState<'shown' | 'renaming' | 'removing'>('shown');
  const [problem, setProblem] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const remove = useRemovePasskey();
  const intl = useIntl();
  const spec = useSpecText();

  /** Back to the row, focus on its Rename button, as before the rename or removal began. */
  function done() {
    setMode('shown');
    setProblem(null);
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  async function onRemove() {
    setProblem(null);
    try {
      await remove.mutateAsync(passkey.id);
      toast.success(MSG.passkeyRemoved);
      // The row is gone: focus stays in the section, on its heading.
      document.getElementById(headingId)?.focus();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  const added = day(intl.locale, passkey.createdAt);
  return (
    <li className="space-y-2 p-3">
      {mode === 'renaming' ? (
        <RenameForm passkey={passkey} onDone={done} />
      ) : (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{passkey.name}</p>
            <p className="text-xs text-ink-4">
              {passkey.lastUsedAt === null ? (
                <FormattedMessage
                  id="passkey.methods.addedNeverUsed"
                  defaultMessage="Added {added} · Never used"
                  values={{ added }}
                />
              ) : (
                <FormattedMessage
                  id="passkey.methods.addedLastUsed"
                  defaultMessage="Added {added} · Last used {used}"
                  values={{ added, used: day(intl.locale, passkey.lastUsedAt) }}
                />
              )}
            </p>
          </div>
          <button
            ref={renameButton}
            type="button"
            className={iconButton}
            aria-label={intl.formatMessage(
              { id: 'passkey.methods.renameNamed', defaultMessage: 'Rename {name}' },
              { name: passkey.name },
            )}
            onClick={() => setMode('renaming')}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={intl.formatMessage(
              { id: 'passkey.methods.removeNamed', defaultMessage: 'Remove {name}' },
              { name: passkey.name },
            )}
            onClick={() => setMode('removing')}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      )}
      {mode === 'removing' ? (
        <fieldset className="rounded-xl bg-danger-soft p-3">
          <legend className="float-start text-sm text-ink-2">
            <FormattedMessage
              id="passkey.methods.removeQuestion"
              defaultMessage="Remove “{name}”? You will no longer sign in with it."
              values={{ name: passkey.name }}
            />
          </legend>
          <div className="clear-both flex flex-wrap gap-2 pt-2">
            <button type="button" className="btn-danger" disabled={remove.isPending} onClick={onRemove}>
              {remove.isPending
                ? intl.formatMessage({ id: 'passkey.methods.removing', defaultMessage: 'Removing...' })
                : intl.formatMessage({ id: 'passkey.methods.remove', defaultMessage: 'Remove' })}
            </button>
            <button type="button" className="btn-secondary" autoFocus onClick={done}>
              <FormattedMessage id="passkey.methods.cancel" defaultMessage="Cancel" />
            </button>
          </div>
        </fieldset>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {spec(problem)}
        </p>
      ) : null}
    </li>
  );
}

/** The name in an input, saved with Enter or Save; Cancel keeps the old one. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const ids = useId();
  const intl = useIntl();
  const spec = useSpecText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = passkeyName.safeParse(name);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? MSG.passkeyNameRequired);
      return;
    }
    try {
      await rename.mutateAsync({ id: passkey.id, name: checked.data });
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={`${ids}-name`} className="field-label">
        <FormattedMessage id="passkey.methods.nameLabel" defaultMessage="Passkey name" />
      </label>
      <input
        id={`${ids}-name`}
        className="field-input"
        value={name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
        // Opened by the user's own click on Rename: the name is what they edit next.
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids}-problem` : undefined}
      />
      {problem ? (
        <p id={`${ids}-problem`} className="field-error">
          {spec(problem)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={rename.isPending}>
          {rename.isPending
            ? intl.formatMessage({ id: 'passkey.methods.saving', defaultMessage: 'Saving...' })
            : intl.formatMessage({ id: 'passkey.methods.save', defaultMessage: 'Save' })}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          <FormattedMessage id="passkey.methods.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}
