import { api } from '@app/lib/api-client';
import type { ImportPreview } from '@shared/schemas/birthday-import';
import { useMutation } from '@tanstack/react-query';

/** The browser's language settles whether 4/12/1985 is April 12 or 4 December, when the file does not. */
export const importBody = (text: string) => ({ text, locale: navigator.language });

export const previewImport = (text: string) =>
  api<ImportPreview>('/imports/preview', { method: 'POST', body: importBody(text) });

/** What importing the file would do; the server saves nothing yet. */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
