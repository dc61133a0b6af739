/**
 * Hands bytes the admin has (a download read with the token, a text made in the page) to the browser as a download
 * under `name`, through an object URL: a plain link cannot carry the token, nor name a file made in the page.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Not at once: some browsers read the address after the click's task.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
