import { Modal } from '@app/components/modal';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { kindName } from '@shared/date-kinds';
import { IMPORT_MAX_BYTES, IMPORT_MAX_FILE_BYTES } from '@shared/import-export/import-file';
import { birthdayDateText, keptDateOf } from '@shared/kept-calendars/celebrations';
import type { CalendarId } from '@shared/kept-calendars/types';
import { MSG } from '@shared/messages';
import type { ImportPreview } from '@shared/schemas/birthday-import';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
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
    <Modal open={open} onOpenChange={close} title="Import Birthdays" size="lg">
      {chosen ? (
        <PreviewView chosen={chosen} />
      ) : (
        <div className="space-y-3 text-sm text-ink-3">
          <p>
            A <strong>vCard (.vcf)</strong> file exported from a phone or a mail program (vCard 2.1, 3.0 and
            4.0: Android, iPhone, Google, Outlook, Apple Contacts, Thunderbird and others); a{' '}
            <strong>Google Contacts</strong> or <strong>Outlook</strong> CSV export; or a{' '}
            <strong>CSV file</strong> with columns <code>name</code> and <code>date</code> (YYYY-MM-DD, or
            --MM-DD without a year), and optionally <code>notes</code> and <code>phone</code>, and{' '}
            <code>calendar</code> and <code>leap month</code> for a date kept in another calendar, and{' '}
            <code>kind</code> and <code>label</code> for an anniversary, a remembrance or another day, as
            Cakeday's own export writes them.
          </p>
          <p>
            You will see what the file adds before anything is saved. Up to 30 MB and 10,000 contacts; photos
            stay on your device.
          </p>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line-2 p-6 text-center transition hover:border-brand-500 hover:bg-accent-soft focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30"
          >
            <FileUp className="size-8 text-accent" aria-hidden />
            <span className="font-semibold text-ink">
              {reading ? 'Reading file...' : previewing.isPending ? 'Checking contacts...' : 'Choose a file'}
            </span>
            <span className="text-xs text-ink-4">.vcf or .csv</span>
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
            <Progress label={`Reading ${reading.name}`} value={reading.fraction} />
          ) : previewing.isPending ? (
            <Progress label="Checking contacts" />
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
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
            Choose Another File
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={importing.isPending || chosen.preview.counts.toAdd === 0}
            onClick={confirm}
          >
            {importing.isPending ? 'Importing...' : importLabel(chosen.preview.counts.toAdd)}
          </button>
        </div>
      ) : null}
      {chosen && importing.isPending ? (
        <div className="mt-3">
          <Progress label={`Importing ${birthdays(chosen.preview.counts.toAdd)}`} />
        </div>
      ) : null}
    </Modal>
  );
}

const birthdays = (n: number) => (n === 1 ? '1 birthday' : `${n.toLocaleString('en-US')} birthdays`);

const importLabel = (n: number) =>
  n === 0
    ? 'Nothing new to import'
    : n === 1
      ? 'Import 1 Birthday'
      : `Import ${n.toLocaleString('en-US')} Birthdays`;

/** A bar for long work: how far it has come when that is known, else a moving one, with its label. */
function Progress({ label, value }: { label: string; value?: number }) {
  return (
    <div role="status" className="space-y-1 text-xs text-ink-3">
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-brand-500"
        aria-label={label}
        max={1}
        {...(value === undefined ? {} : { value })}
      />
      <p>
        {label}
        {value === undefined ? '...' : ` (${Math.round(value * 100)}%)`}
      </p>
    </div>
  );
}

function PreviewView({ chosen: { name, preview } }: { chosen: Chosen }) {
  const { counts } = preview;
  const label = preview.source === 'vcard' ? 'Contact' : 'Row';
  return (
    <div className="space-y-3 text-sm">
      <p className="truncate text-ink-3">
        From <strong className="text-ink">{name}</strong>
      </p>
      <ul className="grid grid-cols-2 gap-2" aria-label="Import summary">
        <Count n={counts.toAdd} text="to add" tone="text-ok bg-ok-soft" />
        <Count n={counts.duplicates} text="duplicates to skip" tone="text-warn bg-warn-soft" />
        <Count n={counts.errors} text="with errors" tone="text-danger bg-danger-soft" />
        <Count n={counts.withoutBirthday} text="without a birthday" tone="text-ink-3 bg-surface-3" />
      </ul>
      {counts.toAdd + counts.duplicates + counts.errors === 0 && counts.withoutBirthday > 0 ? (
        <p className="text-ink-3">{MSG.importNoBirthdays(counts.withoutBirthday)}</p>
      ) : null}
      {preview.datesRead ? (
        <p className="text-ink-3">
          {MSG.importDatesRead(
            preview.datesRead.order,
            preview.datesRead.example,
            dateLabel(preview.datesRead.exampleRead),
            preview.datesRead.from === 'file',
          )}
        </p>
      ) : null}
      <Details title={`Errors (${counts.errors})`} shown={preview.errors.length} total={counts.errors} open>
        {preview.errors.map((e) => (
          <li key={`${e.row}-${e.message}`}>
            <span className="font-medium">
              {label} {e.row}
              {e.name ? ` · ${e.name}` : ''}
            </span>
            : {e.message}
          </li>
        ))}
      </Details>
      <Details
        title={`Imported with changes (${counts.notes})`}
        shown={preview.notes.length}
        total={counts.notes}
        open
      >
        {preview.notes.map((n) => (
          <li key={`${n.row}-${n.message}`}>
            <span className="font-medium">
              {label} {n.row} · {n.name}
            </span>
            : {n.message}
          </li>
        ))}
      </Details>
      <Details
        title={`Duplicates to skip (${counts.duplicates})`}
        shown={preview.duplicates.length}
        total={counts.duplicates}
      >
        {preview.duplicates.map((d) => (
          <li key={dateKey(d)}>
            {label} {d.row} · {d.name}, {dateLabel(d.date, d.calendar, d.leap)}
            {kindNote(d)}: {d.alreadyStored ? 'already in your birthdays' : 'already earlier in this file'}
          </li>
        ))}
      </Details>
      <Details title={`To add (${counts.toAdd})`} shown={preview.toAdd.length} total={counts.toAdd}>
        {preview.toAdd.map((a) => (
          <li key={dateKey(a)}>
            {a.name}, {dateLabel(a.date, a.calendar, a.leap)}
            {kindNote(a)}
          </li>
        ))}
      </Details>
      <p className="text-xs text-ink-4">
        Imported birthdays go to the Imported category with reminders off; turn them on when you edit one.
      </p>
    </div>
  );
}

function Count({ n, text, tone }: { n: number; text: string; tone: string }) {
  return (
    <li className={`rounded-xl px-3 py-2 ${tone}`}>
      <span className="block text-lg font-bold">{n.toLocaleString('en-US')}</span>
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
  if (total === 0) return null;
  return (
    <details open={open} className="rounded-xl ring-1 ring-line">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">{title}</summary>
      <ul className="max-h-48 space-y-1 overflow-y-auto px-3 pb-3 text-ink-2">{children}</ul>
      {shown < total ? <p className="px-3 pb-3 text-xs text-ink-4">The first {shown} are shown.</p> : null}
    </details>
  );
}

type PreviewDate = ImportPreview['toAdd'][number];
/** A contact may bring several dates, all on its row; the reader keeps one of each kind, label and date. */
const dateKey = ({ row, kind, label, date }: PreviewDate) => `${row}|${kind}|${label}|${date}`;

/** ' (Anniversary)', ' (Name day)' after a date that is no birthday; nothing after a birthday. */
const kindNote = ({ kind, label }: PreviewDate) => (kind ? ` (${kindName(kind, label)})` : '');

/**
 * A date read from the file in words, with its year: 'May 17th, 1990', '1 Ramadan 1400 (Islamic)'; the wire date
 * itself when it reads as no date of its calendar.
 */
function dateLabel(wire: string, calendar: CalendarId = 'gregory', leap = false): string {
  const kept = keptDateOf(wire, calendar, leap);
  return kept ? birthdayDateText(kept, { withYear: true }) : wire;
}
