import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '../../../../shared/schemas/birthday-import';
import { api } from '../../../lib/api-client';

export const previewImport = (text: string) =>
  api<ImportPreview>('/imports/preview', { method: 'POST', body: { text } });

/** What importing the file would do; the server saves nothing yet. */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
