/**
 * Which image a file is, decided by its first bytes (its "magic number") and never by its name or
 * the type a client claims: a page or an SVG renamed to .png must not be served as an image.
 */
export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The content type of a PNG, JPEG, GIF or WebP image; undefined for anything else (SVG included). */
export function sniffImageType(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** What an attachment may be: an image, a PDF, or a Word, Excel or PowerPoint document. */
export type AttachmentContentType =
  | ImageContentType
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OFFICE: Record<string, AttachmentContentType> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The content type of an attachment, by its bytes: an image as above, a PDF (`%PDF-`), or an Office
 * document — a zip whose name says which (its bytes cannot: every Office file is a zip). Undefined for
 * anything else. Only images and PDFs are shown in the page; the rest are downloaded.
 */
export function sniffAttachmentType(bytes: Uint8Array, fileName: string): AttachmentContentType | undefined {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, PDF)) return 'application/pdf';
  const extension = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? '';
  if (startsWith(bytes, ZIP) && extension in OFFICE) return OFFICE[extension];
  return undefined;
}
