/** A file the server answered (an export): its bytes and the name it gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'download';

/**
 * The file name a `content-disposition` header gives: `filename*` (RFC 5987, UTF-8 percent-encoded,
 * so 审批数据-20261124.xlsx survives) before the plain `filename`, which carries only ASCII.
 */
export function fileNameOf(disposition: string): string {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || FALLBACK_NAME;
}

/** Saves a file as a download (a Blob link, clicked and released), as the browser's own downloads do. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
