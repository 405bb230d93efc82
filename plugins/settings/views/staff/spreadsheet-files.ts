/** Browser-side helpers for the staff import: files travel as base64 inside the JSON calls. */
import { saveFile } from '@core';

const MIME_BY_EXTENSION: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** The import accepts these (the server checks the content too). */
export const SPREADSHEET_ACCEPT = '.xlsx,.csv';
export const SPREADSHEET_MAX_BYTES = 2 * 1024 * 1024;

export function isSpreadsheetName(fileName: string): boolean {
  return /\.(xlsx|csv)$/i.test(fileName);
}

/** The file's bytes as base64 (without the `data:` prefix FileReader adds). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('文件读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}

/** Saves base64 content as a download named `fileName` (a Blob link, clicked and released). */
export function saveBase64File(fileName: string, content: string): void {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const blob = new Blob([bytes], { type: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream' });
  saveFile({ blob, fileName });
}
