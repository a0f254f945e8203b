/**
 * Saves a file the page has fetched (a receipt's PDF, an export's CSV) as the browser saves a
 * download, under `fileName`: through a link to the file's object URL, clicked once and removed.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
