import { OptionButton } from '@app/components/option-button';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { Contact, FileDown, FileUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import { type ExportFormat, useExportBirthdays } from '../api/export-birthdays';

type Props = { hasBirthdays: boolean; onImport: () => void };

/**
 * The Share Options entries for files: import always; 'Export All to CSV' and to vCard (for a
 * phone's contacts) once there is something to export.
 */
export function FileOptions({ hasBirthdays, onImport }: Props) {
  const intl = useIntl();
  const exporting = useExportBirthdays();
  const exportingText = intl.formatMessage({ id: 'import.exporting', defaultMessage: 'Exporting...' });
  const exportAs = (format: ExportFormat) =>
    exporting.mutate(format, { onError: (err) => toast.error(errorMessage(err, MSG.failedExport)) });
  const busy = (format: ExportFormat) => exporting.isPending && exporting.variables === format;
  return (
    <div className="mb-3 space-y-3">
      <OptionButton
        icon={FileUp}
        title={intl.formatMessage({ id: 'import.importOption', defaultMessage: 'Import from CSV or vCard' })}
        hint={intl.formatMessage({
          id: 'import.importOptionHint',
          defaultMessage: "Add birthdays from a spreadsheet, your phone's contacts or a mail program",
        })}
        onClick={onImport}
      />
      {hasBirthdays ? (
        <>
          <OptionButton
            icon={FileDown}
            title={
              busy('csv')
                ? exportingText
                : intl.formatMessage({ id: 'import.exportCsv', defaultMessage: 'Export All to CSV' })
            }
            hint={intl.formatMessage(
              { id: 'import.exportCsvHint', defaultMessage: 'Download every birthday as {file}' },
              { file: 'birthdays.csv' },
            )}
            disabled={exporting.isPending}
            onClick={() => exportAs('csv')}
          />
          <OptionButton
            icon={Contact}
            title={
              busy('vcard')
                ? exportingText
                : intl.formatMessage({ id: 'import.exportVcard', defaultMessage: 'Export All to vCard' })
            }
            hint={intl.formatMessage(
              {
                id: 'import.exportVcardHint',
                defaultMessage: "Download {file} to put them in your phone's contacts",
              },
              { file: 'birthdays.vcf' },
            )}
            disabled={exporting.isPending}
            onClick={() => exportAs('vcard')}
          />
        </>
      ) : null}
    </div>
  );
}
