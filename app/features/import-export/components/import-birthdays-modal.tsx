import { Modal } from '@app/components/modal';
import { dateText } from '@app/i18n/birthday-date';
import { kindNameIn } from '@app/i18n/shared-words';
import { useSpecText } from '@app/i18n/spec-text';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { IMPORT_MAX_BYTES, IMPORT_MAX_FILE_BYTES } from '@shared/import-export/import-file';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import type { CalendarId } from '@shared/kept-calendars/types';
import { MSG } from '@shared/messages';
import type { ImportPreview } from '@shared/schemas/birthday-import';
import { FileUp } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useImportBirthdays } from '../api/import-birthdays';
import { usePreviewImport } from '../api/preview-import';
import { readFileBytes } from '../utils/read-file';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type Chosen = { name: string; text: string; preview: ImportPreview };
/** How far reading a chosen file has come (0 to 1), while it is read in the browser. */
type Reading = { name: string; fraction: number } | null;

/**
 * Import Birthdays: choose a CSV or vCard file, see what it would add, skip and refuse (by row),
 * then confirm. Nothing is saved before the confirm, and the confirm saves all or nothing.
 */
export function ImportBirthdaysModal({ open, onOpenChange }: Props) {
  const intl = useIntl();
  const spec = useSpecText();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<Reading>(null);
  const previewing = usePreviewImport();
  const importing = useImportBirthdays();
  const inputId = useId();
  const errorId = useId();
  const busy = reading !== null || previewing.isPending;

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    setChosen(null);
    setError(null);
    onOpenChange(false);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > IMPORT_MAX_FILE_BYTES) return setError(MSG.importTooLarge);
    let text: string;
    try {
      setReading({ name: file.name, fraction: 0 });
      const bytes = await readFileBytes(file, (fraction) => setReading({ name: file.name, fraction }));
      // The parsers load with the first file chosen, not with every page.
      const { decodeImportBytes, prepareImportText } = await import('@shared/import-export/prepare-import');
      // Only what Cakeday reads travels: a phone's export is mostly photos.
      text = prepareImportText(decodeImportBytes(bytes));
    } catch {
      return setError(MSG.importUnreadable);
    } finally {
      setReading(null);
    }
    if (new TextEncoder().encode(text).length > IMPORT_MAX_BYTES) return setError(MSG.importTooMuchText);
    previewing.mutate(text, {
      onSuccess: (preview) => setChosen({ name: file.name, text, preview }),
      onError: (err) => setError(errorMessage(err, MSG.failedImport)),
    });
  }

  function confirm() {
    if (!chosen) return;
    importing.mutate(chosen.text, {
      onSuccess: ({ imported, skipped }) => {
        toast.success(MSG.birthdaysImported(imported, skipped));
        close(false);
      },
      onError: (err) => {
        const message = errorMessage(err, MSG.failedImport);
        setError(message);
        toast.error(message);
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={intl.formatMessage({ id: 'import.title', defaultMessage: 'Import Birthdays' })}
      size="lg"
    >
      {chosen ? (
        <PreviewView chosen={chosen} />
      ) : (
        <div className="space-y-3 text-sm text-ink-3">
          <p>
            <FormattedMessage
              id="import.formats"
              defaultMessage="A <strong>vCard (.vcf)</strong> file exported from a phone or a mail program (vCard 2.1, 3.0 and 4.0: Android, iPhone, Google, Outlook, Apple Contacts, Thunderbird and others); a <strong>Google Contacts</strong> or <strong>Outlook</strong> CSV export; or a <strong>CSV file</strong> with columns <code>name</code> and <code>date</code> (YYYY-MM-DD, or --MM-DD without a year), and optionally <code>notes</code> and <code>phone</code>, and <code>calendar</code> and <code>leap month</code> for a date kept in another calendar, and <code>kind</code> and <code>label</code> for an anniversary, a remembrance or another day, as Cakeday's own export writes them."
              values={{ strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>, code: columnName }}
            />
          </p>
          <p>
            {intl.formatMessage({
              id: 'import.limits',
              defaultMessage:
                'You will see what the file adds before anything is saved. Up to 30 MB and 10,000 contacts; photos stay on your device.',
            })}
          </p>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line-2 p-6 text-center transition hover:border-brand-500 hover:bg-accent-soft focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30"
          >
            <FileUp className="size-8 text-accent" aria-hidden />
            <span className="font-semibold text-ink">
              {reading
                ? intl.formatMessage({ id: 'import.readingFile', defaultMessage: 'Reading file...' })
                : previewing.isPending
                  ? intl.formatMessage({
                      id: 'import.checkingContacts',
                      defaultMessage: 'Checking contacts...',
                    })
                  : intl.formatMessage({ id: 'import.chooseFile', defaultMessage: 'Choose a file' })}
            </span>
            <span dir="ltr" className="text-xs text-ink-4">
              {intl.formatMessage(
                { id: 'import.fileTypes', defaultMessage: '{vcf} or {csv}' },
                { vcf: '.vcf', csv: '.csv' },
              )}
            </span>
            <input
              id={inputId}
              type="file"
              accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
              className="sr-only"
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {reading ? (
            <Progress
              label={intl.formatMessage(
                { id: 'import.readingName', defaultMessage: 'Reading {name}' },
                { name: reading.name },
              )}
              value={reading.fraction}
            />
          ) : previewing.isPending ? (
            <Progress
              label={intl.formatMessage({ id: 'import.checking', defaultMessage: 'Checking contacts' })}
            />
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {spec(error)}
        </p>
      ) : null}
      {chosen ? (
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-secondary"
            disabled={importing.isPending}
            onClick={() => {
              setChosen(null);
              setError(null);
            }}
          >
            {intl.formatMessage({ id: 'import.chooseAnother', defaultMessage: 'Choose Another File' })}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={importing.isPending || chosen.preview.counts.toAdd === 0}
            onClick={confirm}
          >
            {importing.isPending
              ? intl.formatMessage({ id: 'import.importing', defaultMessage: 'Importing...' })
              : intl.formatMessage(
                  {
                    id: 'import.importCount',
                    defaultMessage:
                      '{count, plural, =0 {Nothing new to import} one {Import # Birthday} other {Import # Birthdays}}',
                  },
                  { count: chosen.preview.counts.toAdd },
                )}
          </button>
        </div>
      ) : null}
      {chosen && importing.isPending ? (
        <div className="mt-3">
          <Progress
            label={intl.formatMessage(
              {
                id: 'import.importingCount',
                defaultMessage: '{count, plural, one {Importing # birthday} other {Importing # birthdays}}',
              },
              { count: chosen.preview.counts.toAdd },
            )}
          />
        </div>
      ) : null}
    </Modal>
  );
}

/** A CSV column's own name, as the file writes it (the same in every language). */
const columnName = (chunks: ReactNode[]) => <code dir="ltr">{chunks}</code>;

/** A number as the old English showed it (no grouping: 'Row 1234'), in the chosen language's digits. */
const plain = (intl: IntlShape, n: number) => intl.formatNumber(n, { useGrouping: false });

/** A bar for long work: how far it has come when that is known, else a moving one, with its label. */
function Progress({ label, value }: { label: string; value?: number }) {
  const intl = useIntl();
  return (
    <div role="status" className="space-y-1 text-xs text-ink-3">
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-brand-500"
        aria-label={label}
        max={1}
        {...(value === undefined ? {} : { value })}
      />
      <p>
        {value === undefined
          ? intl.formatMessage({ id: 'import.progressOngoing', defaultMessage: '{label}...' }, { label })
          : intl.formatMessage(
              { id: 'import.progressDone', defaultMessage: '{label} ({percent})' },
              { label, percent: intl.formatNumber(Math.round(value * 100) / 100, { style: 'percent' }) },
            )}
      </p>
    </div>
  );
}

function PreviewView({ chosen: { name, preview } }: { chosen: Chosen }) {
  const spec = useSpecText();
  const intl = useIntl();
  const { counts } = preview;
  /** 'Row 12' of a CSV file, 'Contact 12' of a vCard file. */
  const label = (row: number) =>
    intl.formatMessage(
      { id: 'import.rowLabel', defaultMessage: '{source, select, vcard {Contact {row}} other {Row {row}}}' },
      { source: preview.source, row: plain(intl, row) },
    );
  return (
    <div className="space-y-3 text-sm">
      <p className="truncate text-ink-3">
        <FormattedMessage
          id="import.from"
          defaultMessage="From <strong>{name}</strong>"
          values={{ name, strong: (chunks: ReactNode[]) => <strong className="text-ink">{chunks}</strong> }}
        />
      </p>
      <ul
        className="grid grid-cols-2 gap-2"
        aria-label={intl.formatMessage({ id: 'import.summary', defaultMessage: 'Import summary' })}
      >
        <Count
          n={counts.toAdd}
          text={intl.formatMessage(
            { id: 'import.countToAdd', defaultMessage: '{count, plural, other {to add}}' },
            { count: counts.toAdd },
          )}
          tone="text-ok bg-ok-soft"
        />
        <Count
          n={counts.duplicates}
          text={intl.formatMessage(
            { id: 'import.countDuplicates', defaultMessage: '{count, plural, other {duplicates to skip}}' },
            { count: counts.duplicates },
          )}
          tone="text-warn bg-warn-soft"
        />
        <Count
          n={counts.errors}
          text={intl.formatMessage(
            { id: 'import.countErrors', defaultMessage: '{count, plural, other {with errors}}' },
            { count: counts.errors },
          )}
          tone="text-danger bg-danger-soft"
        />
        <Count
          n={counts.withoutBirthday}
          text={intl.formatMessage(
            {
              id: 'import.countWithoutBirthday',
              defaultMessage: '{count, plural, other {without a birthday}}',
            },
            { count: counts.withoutBirthday },
          )}
          tone="text-ink-3 bg-surface-3"
        />
      </ul>
      {counts.toAdd + counts.duplicates + counts.errors === 0 && counts.withoutBirthday > 0 ? (
        <p className="text-ink-3">{spec(MSG.importNoBirthdays(counts.withoutBirthday))}</p>
      ) : null}
      {preview.datesRead ? (
        <p className="text-ink-3">
          {spec(
            MSG.importDatesRead(
              preview.datesRead.order,
              preview.datesRead.example,
              dateLabel(intl, preview.datesRead.exampleRead),
              preview.datesRead.from === 'file',
            ),
          )}
        </p>
      ) : null}
      <Details
        title={intl.formatMessage(
          { id: 'import.errorsTitle', defaultMessage: 'Errors ({count})' },
          { count: plain(intl, counts.errors) },
        )}
        shown={preview.errors.length}
        total={counts.errors}
        open
      >
        {preview.errors.map((e) => (
          <li key={`${e.row}-${e.message}`}>
            <span className="font-medium">
              {label(e.row)}
              {e.name ? ` · ${e.name}` : ''}
            </span>
            : {spec(e.message)}
          </li>
        ))}
      </Details>
      <Details
        title={intl.formatMessage(
          { id: 'import.notesTitle', defaultMessage: 'Imported with changes ({count})' },
          { count: plain(intl, counts.notes) },
        )}
        shown={preview.notes.length}
        total={counts.notes}
        open
      >
        {preview.notes.map((n) => (
          <li key={`${n.row}-${n.message}`}>
            <span className="font-medium">
              {label(n.row)} · {n.name}
            </span>
            : {spec(n.message)}
          </li>
        ))}
      </Details>
      <Details
        title={intl.formatMessage(
          { id: 'import.duplicatesTitle', defaultMessage: 'Duplicates to skip ({count})' },
          { count: plain(intl, counts.duplicates) },
        )}
        shown={preview.duplicates.length}
        total={counts.duplicates}
      >
        {preview.duplicates.map((d) => (
          <li key={dateKey(d)}>
            {label(d.row)} · {d.name}, {dateLabel(intl, d.date, d.calendar, d.leap)}
            {kindNote(intl, d)}:{' '}
            {d.alreadyStored
              ? intl.formatMessage({
                  id: 'import.alreadyStored',
                  defaultMessage: 'already in your birthdays',
                })
              : intl.formatMessage({
                  id: 'import.alreadyInFile',
                  defaultMessage: 'already earlier in this file',
                })}
          </li>
        ))}
      </Details>
      <Details
        title={intl.formatMessage(
          { id: 'import.toAddTitle', defaultMessage: 'To add ({count})' },
          { count: plain(intl, counts.toAdd) },
        )}
        shown={preview.toAdd.length}
        total={counts.toAdd}
      >
        {preview.toAdd.map((a) => (
          <li key={dateKey(a)}>
            {a.name}, {dateLabel(intl, a.date, a.calendar, a.leap)}
            {kindNote(intl, a)}
          </li>
        ))}
      </Details>
      <p className="text-xs text-ink-4">
        {intl.formatMessage({
          id: 'import.importedCategory',
          defaultMessage:
            'Imported birthdays go to the Imported category with reminders off; turn them on when you edit one.',
        })}
      </p>
    </div>
  );
}

function Count({ n, text, tone }: { n: number; text: string; tone: string }) {
  const intl = useIntl();
  return (
    <li className={`rounded-xl px-3 py-2 ${tone}`}>
      <span className="block text-lg font-bold">{intl.formatNumber(n)}</span>
      {text}
    </li>
  );
}

function Details({
  title,
  shown,
  total,
  open,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  open?: boolean;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  if (total === 0) return null;
  return (
    <details open={open} className="rounded-xl ring-1 ring-line">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">{title}</summary>
      <ul className="max-h-48 space-y-1 overflow-y-auto px-3 pb-3 text-ink-2">{children}</ul>
      {shown < total ? (
        <p className="px-3 pb-3 text-xs text-ink-4">
          {intl.formatMessage(
            {
              id: 'import.firstShown',
              defaultMessage: '{count, plural, one {The first # are shown.} other {The first # are shown.}}',
            },
            { count: shown },
          )}
        </p>
      ) : null}
    </details>
  );
}

type PreviewDate = ImportPreview['toAdd'][number];
/** A contact may bring several dates, all on its row; the reader keeps one of each kind, label and date. */
const dateKey = ({ row, kind, label, date }: PreviewDate) => `${row}|${kind}|${label}|${date}`;

/** ' (Anniversary)', ' (Name day)' after a date that is no birthday; nothing after a birthday. */
const kindNote = (intl: IntlShape, { kind, label }: PreviewDate) =>
  kind ? ` (${kindNameIn(intl, kind, label)})` : '';

/**
 * A date read from the file in words, with its year: 'May 17th, 1990', '1 Ramadan 1400 (Islamic)'; the wire date
 * itself when it reads as no date of its calendar.
 */
function dateLabel(intl: IntlShape, wire: string, calendar: CalendarId = 'gregory', leap = false): string {
  const kept = keptDateOf(wire, calendar, leap);
  return kept ? dateText(intl, kept, { withYear: true }) : wire;
}
