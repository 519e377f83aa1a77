import { LabelledField } from '@app/components/labelled-field';
import { Modal } from '@app/components/modal';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import {
  ADDRESS_BOOK_TEXT,
  type AddressBookPreview,
  type ConnectionView,
  type ConnectRequest,
  connectRequest,
} from '@shared/address-books';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAddBooks,
  useConnect,
  useConnections,
  usePreviewBooks,
  useRemoveConnection,
  useSyncNow,
} from '../api/address-books';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// A host name to show the shape of one: the same in every language.
const SERVER_EXAMPLE = 'contacts.icloud.com';

/** Settings → Address books: the connected ones with Sync now, and connecting another (docs/address-books.md). */
export function AddressBooksModal({ open, onOpenChange }: Props) {
  const connections = useConnections();
  const [picking, setPicking] = useState<ConnectionView | null>(null);
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'addressBooks.title', defaultMessage: 'Address books' })}
      size="lg"
    >
      {picking ? (
        <PickBooks connection={picking} done={() => setPicking(null)} />
      ) : (
        <div className="space-y-5">
          {(connections.data ?? []).map((c) => (
            <ConnectionRow key={c.id} connection={c} pick={() => setPicking(c)} />
          ))}
          <ConnectForm connected={setPicking} />
        </div>
      )}
    </Modal>
  );
}

function ConnectionRow({ connection, pick }: { connection: ConnectionView; pick: () => void }) {
  const sync = useSyncNow();
  const remove = useRemoveConnection();
  const intl = useIntl();
  const chosen = connection.books.filter((b) => b.selected);
  return (
    <section aria-label={connection.displayName} className="rounded-xl p-3 ring-1 ring-line">
      <h3 className="font-medium">{connection.displayName}</h3>
      <p className="text-sm text-ink-4">
        <bdi dir="ltr">{connection.username}</bdi> ·{' '}
        {chosen.length > 0 ? (
          intl.formatList(
            chosen.map((b) => b.name),
            { type: 'conjunction', style: 'narrow' },
          )
        ) : (
          <FormattedMessage id="addressBooks.nonePicked" defaultMessage="No address book picked yet" />
        )}
      </p>
      <p className="text-sm text-ink-4">
        {connection.lastSuccessAt ? (
          <FormattedMessage
            id="addressBooks.lastSynced"
            defaultMessage="Last synced {when}"
            values={{
              when: new Date(connection.lastSuccessAt).toLocaleString(intl.locale, { calendar: 'gregory' }),
            }}
          />
        ) : (
          <FormattedMessage id="addressBooks.notSynced" defaultMessage="Not synced yet" />
        )}
      </p>
      {connection.lastError ? (
        <p role="alert" className="text-sm text-danger">
          {connection.lastError}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {chosen.length > 0 ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(connection.id, {
                onSuccess: (r) =>
                  toast.success(
                    intl.formatMessage(
                      {
                        id: 'addressBooks.synced',
                        defaultMessage: 'Synced: {count, plural, one {# birthday} other {# birthdays}} added',
                      },
                      { count: r.added },
                    ),
                  ),
                onError: (err) => toast.error(errorMessage(err)),
              })
            }
          >
            <FormattedMessage id="addressBooks.syncNow" defaultMessage="Sync now" />
          </button>
        ) : (
          <button type="button" className="btn-secondary" onClick={pick}>
            <FormattedMessage id="addressBooks.pick" defaultMessage="Pick address books" />
          </button>
        )}
        <button
          type="button"
          className="btn-secondary text-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(connection.id, { onError: (err) => toast.error(errorMessage(err)) })}
        >
          <FormattedMessage id="addressBooks.disconnect" defaultMessage="Disconnect" />
        </button>
      </div>
    </section>
  );
}

type ConnectField = keyof ConnectRequest;

/**
 * The server, user name and app password. Checked here by the API's own rules first (a field that
 * cannot work says why below it and keeps what was typed); what the server finds is said below the
 * field it names, or below the form.
 */
function ConnectForm({ connected }: { connected: (c: ConnectionView) => void }) {
  const connect = useConnect();
  const intl = useIntl();
  const [values, setValues] = useState<ConnectRequest>({ server: '', username: '', password: '' });
  const [error, setError] = useState<{ field: ConnectField | null; message: string } | null>(null);
  const errorOf = (field: ConnectField | null) => (error?.field === field ? error.message : null);
  const bind = (field: ConnectField) => ({
    id: `carddav-${field}`,
    value: values[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = connectRequest.safeParse(values);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      return setError({ field: issue!.path[0] as ConnectField, message: issue!.message });
    }
    setError(null);
    connect.mutate(checked.data, {
      onSuccess: (c) => connected(c),
      onError: (err) => {
        const field = (err as { field?: string }).field;
        setError({
          field: field === 'server' || field === 'username' || field === 'password' ? field : null,
          message: errorMessage(err),
        });
      },
    });
  }
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={intl.formatMessage({
        id: 'addressBooks.connectTitle',
        defaultMessage: 'Connect an address book',
      })}
      noValidate
    >
      <h3 className="font-medium">
        <FormattedMessage id="addressBooks.connectTitle" defaultMessage="Connect an address book" />
      </h3>
      <p className="text-sm text-ink-4">
        <FormattedMessage
          id="addressBooks.connectDescription"
          defaultMessage="iCloud, Nextcloud, Fastmail or any CardDAV server. Cakeday reads birthdays from it and never writes to it."
        />
      </p>
      <LabelledField
        {...bind('server')}
        label={intl.formatMessage({ id: 'addressBooks.server', defaultMessage: 'Server address' })}
        placeholder={SERVER_EXAMPLE}
        dir="ltr"
        autoComplete="url"
        inputMode="url"
      />
      <LabelledField
        {...bind('username')}
        label={intl.formatMessage({ id: 'addressBooks.username', defaultMessage: 'User name' })}
        autoComplete="username"
        dir="ltr"
      />
      <LabelledField
        {...bind('password')}
        label={intl.formatMessage({ id: 'addressBooks.password', defaultMessage: 'App password' })}
        type="password"
        autoComplete="current-password"
        help={ADDRESS_BOOK_TEXT.appPassword}
      />
      {errorOf(null) ? (
        <p role="alert" className="field-error">
          {errorOf(null)}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={connect.isPending}>
        {connect.isPending
          ? intl.formatMessage({ id: 'addressBooks.connecting', defaultMessage: 'Connecting…' })
          : intl.formatMessage({ id: 'addressBooks.connect', defaultMessage: 'Connect' })}
      </button>
    </form>
  );
}

function PickBooks({ connection, done }: { connection: ConnectionView; done: () => void }) {
  const [chosen, setChosen] = useState<string[]>(
    connection.books.length === 1 ? [connection.books[0]!.id] : [],
  );
  const [preview, setPreview] = useState<AddressBookPreview | null>(null);
  const previewBooks = usePreviewBooks();
  const addBooks = useAddBooks();
  const intl = useIntl();
  const toggle = (id: string) => {
    setPreview(null);
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-medium">
          <FormattedMessage
            id="addressBooks.booksOn"
            defaultMessage="Address books on {name}"
            values={{ name: connection.displayName }}
          />
        </legend>
        {connection.books.map((b) => (
          <label key={b.id} className="mt-2 flex items-center gap-2">
            <input type="checkbox" checked={chosen.includes(b.id)} onChange={() => toggle(b.id)} />
            {b.name}
          </label>
        ))}
      </fieldset>
      {preview ? (
        <ul
          aria-label={intl.formatMessage({
            id: 'addressBooks.previewList',
            defaultMessage: 'What adding does',
          })}
          className="space-y-1 text-sm"
        >
          <li>
            <FormattedMessage
              id="addressBooks.toAdd"
              defaultMessage="{count, plural, one {# birthday} other {# birthdays}} to add"
              values={{ count: preview.toAdd }}
            />
          </li>
          <li>
            <FormattedMessage
              id="addressBooks.alreadyThere"
              defaultMessage="{count, plural, one {# birthday} other {# birthdays}} already in your list (same name and date)"
              values={{ count: preview.alreadyThere }}
            />
          </li>
          <li>
            <FormattedMessage
              id="addressBooks.withoutBirthday"
              defaultMessage="{count, plural, one {# contact} other {# contacts}} without a birthday left out"
              values={{ count: preview.withoutBirthday }}
            />
          </li>
          <li>
            <FormattedMessage
              id="addressBooks.unreadable"
              defaultMessage="{count, plural, one {# birthday} other {# birthdays}} unreadable, left out"
              values={{ count: preview.unreadable }}
            />
          </li>
        </ul>
      ) : null}
      {previewBooks.error || addBooks.error ? (
        <p role="alert" className="field-error">
          {errorMessage(previewBooks.error ?? addBooks.error)}
        </p>
      ) : null}
      {preview ? (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={addBooks.isPending}
          onClick={() =>
            addBooks.mutate(
              { id: connection.id, bookIds: chosen },
              {
                onSuccess: (r) => {
                  toast.success(
                    intl.formatMessage(
                      {
                        id: 'addressBooks.added',
                        defaultMessage: '{count, plural, one {# birthday} other {# birthdays}} added',
                      },
                      { count: r.added },
                    ),
                  );
                  done();
                },
              },
            )
          }
        >
          {intl.formatMessage(
            {
              id: 'addressBooks.addCount',
              defaultMessage: 'Add {count, plural, one {# birthday} other {# birthdays}}',
            },
            { count: preview.toAdd },
          )}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={chosen.length === 0 || previewBooks.isPending}
          onClick={() =>
            previewBooks.mutate({ id: connection.id, bookIds: chosen }, { onSuccess: setPreview })
          }
        >
          {previewBooks.isPending
            ? intl.formatMessage({ id: 'addressBooks.reading', defaultMessage: 'Reading contacts…' })
            : intl.formatMessage({ id: 'addressBooks.preview', defaultMessage: 'Preview' })}
        </button>
      )}
    </div>
  );
}
