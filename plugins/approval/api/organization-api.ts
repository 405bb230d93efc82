import { ApiError, type RequestService, token } from '@core';
import type { UploadedFile } from '@core/crud';
import type { UploadedAttachment } from '@manifests/contracts/account';
import { ATTACHMENT_MAX_BYTES } from '@manifests/contracts/upload-limits';

/**
 * What the approval pages store in the organisation: an attachment's upload (stored files: images,
 * PDFs and Office documents of at most 10 MB, as the server accepts; it reads the type from the
 * bytes). The members and the department tree they choose from are core's directory
 * (`memberOptionsQuery`, `departmentTreeQuery` in `@core/components`).
 */
export const ApprovalOrganizationApi = token<ApprovalOrganizationApi>('approval.OrganizationApi');
export interface ApprovalOrganizationApi {
  /** Stores a file; refused (with the reason, no toast) when it is not one the server takes. */
  upload(file: File): Promise<UploadedFile>;
}

const ATTACHMENT_NAME = /\.(png|jpe?g|gif|webp|pdf|docx|xlsx|pptx)$/i;

/** Why a file cannot be uploaded as an attachment, or undefined when it may be (the server checks again). */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!ATTACHMENT_NAME.test(file.name)) return '附件仅支持图片、PDF 或 Word、Excel、PowerPoint 文档';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > ATTACHMENT_MAX_BYTES) return '附件不能超过 10 MB';
  return undefined;
}

/** The file name as the server takes it: no angle brackets or invisible characters, at most 128 characters, its extension kept. */
export function uploadName(name: string): string {
  const cleaned = name.replace(/[<>\p{Cc}\p{Cf}\p{Cs}]/gu, '_').trim() || '附件';
  const chars = Array.from(cleaned);
  if (chars.length <= 128) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return chars.slice(0, 128 - extension.length).join('') + extension;
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new ApiError(-1, '文件读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}

export class HttpApprovalOrganizationApi implements ApprovalOrganizationApi {
  constructor(private readonly request: RequestService) {}

  async upload(file: File): Promise<UploadedFile> {
    const problem = attachmentProblem(file);
    if (problem) throw new ApiError(-1, problem);
    const fileName = uploadName(file.name);
    const { url } = await this.request.post<UploadedAttachment>(
      '/enterprise/v1/file/upload/attachment',
      { fileName, content: await base64Of(file) },
      { silent: true },
    );
    return { uniqueId: url.slice(url.lastIndexOf('/') + 1), name: fileName, url };
  }
}
