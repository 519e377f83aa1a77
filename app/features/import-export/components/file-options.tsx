import { OptionButton } from '@app/components/option-button';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { Contact, FileDown, FileUp } from 'lucide-react';
import { type ExportFormat, useExportBirthdays } from '../api/export-birthdays';

type Props = { hasBirthdays: boolean; onImport: () => void };

/**
 * The Share Options entries for files: import always; 'Export All to CSV' and to vCard (for a
 * phone's contacts) once there is something to export.
 */
export function FileOptions({ hasBirthdays, onImport }: Props) {
  const exporting = useExportBirthdays();
  const exportAs = (format: ExportFormat) =>
    exporting.mutate(format, { onError: (err) => toast.error(errorMessage(err, MSG.failedExport)) });
  const busy = (format: ExportFormat) => exporting.isPending && exporting.variables === format;
  return (
    <div className="mb-3 space-y-3">
      <OptionButton
        icon={FileUp}
        title="Import from CSV or vCard"
        hint="Add birthdays from a spreadsheet, your phone's contacts or a mail program"
        onClick={onImport}
      />
      {hasBirthdays ? (
        <>
          <OptionButton
            icon={FileDown}
            title={busy('csv') ? 'Exporting...' : 'Export All to CSV'}
            hint="Download every birthday as birthdays.csv"
            disabled={exporting.isPending}
            onClick={() => exportAs('csv')}
          />
          <OptionButton
            icon={Contact}
            title={busy('vcard') ? 'Exporting...' : 'Export All to vCard'}
            hint="Download birthdays.vcf to put them in your phone's contacts"
            disabled={exporting.isPending}
            onClick={() => exportAs('vcard')}
          />
        </>
      ) : null}
    </div>
  );
}
