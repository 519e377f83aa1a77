import { FileDown, FileUp } from 'lucide-react';
import { MSG } from '../../../../shared/messages';
import { OptionButton } from '../../../components/option-button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useExportBirthdays } from '../api/export-birthdays';

type Props = { hasBirthdays: boolean; onImport: () => void };

/** The Share Options entries for files: import always, 'Export All to CSV' once there is something to export. */
export function FileOptions({ hasBirthdays, onImport }: Props) {
  const exporting = useExportBirthdays();
  return (
    <div className="mb-3 space-y-3">
      <OptionButton
        icon={FileUp}
        title="Import from CSV or vCard"
        hint="Add birthdays from a spreadsheet or your phone's contacts"
        onClick={onImport}
      />
      {hasBirthdays ? (
        <OptionButton
          icon={FileDown}
          title={exporting.isPending ? 'Exporting...' : 'Export All to CSV'}
          hint="Download every birthday as birthdays.csv"
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(undefined, {
              onError: (err) => toast.error(errorMessage(err, MSG.failedExport)),
            })
          }
        />
      ) : null}
    </div>
  );
}
