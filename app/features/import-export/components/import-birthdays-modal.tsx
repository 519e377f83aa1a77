import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { parseBirthDate } from '../../../../shared/dates/birth-date';
import { formatMonthDayOrdinal } from '../../../../shared/dates/format';
import { IMPORT_MAX_BYTES } from '../../../../shared/import-export/import-file';
import { MSG } from '../../../../shared/messages';
import type { ImportPreview } from '../../../../shared/schemas/birthday-import';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportBirthdays } from '../api/import-birthdays';
import { usePreviewImport } from '../api/preview-import';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type Chosen = { name: string; text: string; preview: ImportPreview };

/**
 * Import Birthdays: choose a CSV or vCard file, see what it would add, skip and refuse (by row),
 * then confirm. Nothing is saved before the confirm, and the confirm saves all or nothing.
 */
export function ImportBirthdaysModal({ open, onOpenChange }: Props) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const importing = useImportBirthdays();
  const inputId = useId();
  const errorId = useId();

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    setChosen(null);
    setError(null);
    onOpenChange(false);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) return setError(MSG.importTooLarge);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError(MSG.importUnreadable);
    }
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
            A <strong>CSV file</strong> with columns <code>name</code> and <code>date</code> (YYYY-MM-DD, or
            --MM-DD without a year), and optionally <code>notes</code> and <code>phone</code>; a{' '}
            <strong>Google Contacts</strong> CSV export; or a <strong>vCard (.vcf)</strong> file from Apple or
            Google Contacts.
          </p>
          <p>You will see what the file adds before anything is saved. Up to 5 MB and 10,000 rows.</p>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line-2 p-6 text-center transition hover:border-brand-500 hover:bg-accent-soft focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30"
          >
            <FileUp className="size-8 text-accent" aria-hidden />
            <span className="font-semibold text-ink">
              {previewing.isPending ? 'Reading file...' : 'Choose a file'}
            </span>
            <span className="text-xs text-ink-4">.csv or .vcf</span>
            <input
              id={inputId}
              type="file"
              accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
              className="sr-only"
              disabled={previewing.isPending}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
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
    </Modal>
  );
}

const importLabel = (n: number) =>
  n === 1 ? 'Import 1 Birthday' : `Import ${n.toLocaleString('en-US')} Birthdays`;

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
      {counts.toAdd === 0 ? <p className="text-ink-3">Nothing new to import from this file.</p> : null}
      <Details title={`Errors (${counts.errors})`} shown={preview.errors.length} total={counts.errors} open>
        {preview.errors.map((e) => (
          <li key={e.row}>
            <span className="font-medium">
              {label} {e.row}
              {e.name ? ` · ${e.name}` : ''}
            </span>
            : {e.message}
          </li>
        ))}
      </Details>
      <Details
        title={`Duplicates to skip (${counts.duplicates})`}
        shown={preview.duplicates.length}
        total={counts.duplicates}
      >
        {preview.duplicates.map((d) => (
          <li key={d.row}>
            {label} {d.row} · {d.name}, {dateLabel(d.date)}:{' '}
            {d.alreadyStored ? 'already in your birthdays' : 'already earlier in this file'}
          </li>
        ))}
      </Details>
      <Details title={`To add (${counts.toAdd})`} shown={preview.toAdd.length} total={counts.toAdd}>
        {preview.toAdd.map((a) => (
          <li key={a.row}>
            {a.name}, {dateLabel(a.date)}
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

function dateLabel(wire: string): string {
  const date = parseBirthDate(wire);
  if (!date) return wire;
  return date.year === null
    ? formatMonthDayOrdinal(date.month, date.day)
    : `${formatMonthDayOrdinal(date.month, date.day)}, ${date.year}`;
}
