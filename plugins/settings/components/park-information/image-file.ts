/**
 * Checks and reading of an image chosen for upload, before anything is sent: the server accepts
 * PNG, JPEG, GIF and WebP of at most 2 MB (and decides the type by the bytes; this check only
 * spares the user a useless upload).
 */

import { IMAGE_MAX_BYTES } from '@manifests/contracts/upload-limits';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

/** Why the file cannot be uploaded, or undefined when it may be. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  // Some systems give no type for WebP: the extension then speaks for it.
  const typeKnown = file.type !== '' ? IMAGE_TYPES.has(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeKnown) return '仅支持 PNG、JPEG、GIF 或 WebP 图片';
  if (file.size === 0) return '图片文件是空的，请重新选择';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过 2 MB';
  return undefined;
}

/** The file name as the server accepts it: no angle brackets or invisible characters, ≤ 128 characters. */
export function uploadFileName(name: string): string {
  const cleaned = name.replace(/[<>\p{Cc}\p{Cf}\p{Cs}]/gu, '_').trim();
  if (cleaned === '') return 'image';
  const chars = Array.from(cleaned);
  if (chars.length <= 128) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return chars.slice(0, 128 - extension.length).join('') + extension;
}

/** The file's bytes in base64 (without the `data:…;base64,` prefix a data URL carries). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('读取图片失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}
