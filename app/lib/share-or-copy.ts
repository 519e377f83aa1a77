/**
 * The Web Share API where the browser has it (phones), else the clipboard (spec §7 Share links).
 * 'cancelled' when the person closed the share sheet: not an error worth a toast.
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
}): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture, policy): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(data.text);
  return 'copied';
}
