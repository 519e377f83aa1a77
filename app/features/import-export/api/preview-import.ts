import { api } from '@app/lib/api-client';
import { loadCalendars } from '@shared/kept-calendars';
import type { ImportPreview } from '@shared/schemas/birthday-import';
import { useMutation } from '@tanstack/react-query';

/** The browser's language settles whether 4/12/1985 is April 12 or 4 December, when the file does not. */
export const importBody = (text: string) => ({ text, locale: navigator.language });

/** The preview, with the code of every calendar its dates are kept in loaded, to show them in words. */
export async function previewImport(text: string) {
  const preview = await api<ImportPreview>('/imports/preview', { method: 'POST', body: importBody(text) });
  await loadCalendars([...preview.toAdd, ...preview.duplicates].map((b) => b.calendar));
  return preview;
}

/** What importing the file would do; the server saves nothing yet. */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
