/** Saves text as a file through a temporary link: works in every browser, needs no permission. */
export function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke keeps Safari from cancelling it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
