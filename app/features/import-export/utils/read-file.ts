/** A file's bytes, read in chunks so that a large address book shows how far reading has come. */
export async function readFileBytes(file: File, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value, read);
    read += value.length;
    onProgress(file.size ? read / file.size : 1);
  }
  return bytes.subarray(0, read);
}
