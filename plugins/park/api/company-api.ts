import { ApiError, type DownloadedFile, type RequestService, token } from '@core';
import type { UploadedFile } from '@core/crud';
import type { ReadOptions } from '@core/data';
import type { UploadedAttachment } from '@manifests/contracts/account';
import type {
  CompanyCreateBody,
  CompanyDetail,
  CompanyExportQuery,
  CompanyModifyBody,
  CompanyPage,
  CompanyPageQuery,
  CompanySaved,
} from '@manifests/contracts/park';
import { ATTACHMENT_MAX_BYTES } from '@manifests/contracts/upload-limits';
import { PARK_BASE_URL } from './park-api';

const COMPANY_URL = `${PARK_BASE_URL}/company`;
export const COMPANY_PAGE_URL = `${COMPANY_URL}/page`;

/** 企业管理's calls (`/enterprise/v1/park/company/…`) and the qualifications' attachments. */
export const CompanyApi = token<CompanyApi>('park.CompanyApi');
export interface CompanyApi {
  page(query: CompanyPageQuery, read?: ReadOptions): Promise<CompanyPage>;
  /** The search's every row as an .xlsx, under the server's name. */
  export(search: CompanyExportQuery): Promise<DownloadedFile>;
  detail(uniqueId: string, read?: ReadOptions): Promise<CompanyDetail>;
  add(body: CompanyCreateBody): Promise<CompanySaved>;
  modify(body: CompanyModifyBody): Promise<CompanySaved>;
  /** Stores a qualification's file; refused (with the reason) when the server would not take it. */
  upload(file: File): Promise<UploadedFile>;
}

const ATTACHMENT_NAME = /\.(png|jpe?g|gif|webp|pdf|docx|xlsx|pptx)$/i;

/** Why a file cannot be a qualification's attachment, or undefined when it may be (the server checks again). */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!ATTACHMENT_NAME.test(file.name)) return '附件仅支持图片、PDF 或 Word、Excel、PowerPoint 文档';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > ATTACHMENT_MAX_BYTES) return '附件不能超过 10 MB';
  return undefined;
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

export class HttpCompanyApi implements CompanyApi {
  constructor(private readonly request: RequestService) {}

  page(query: CompanyPageQuery, read?: ReadOptions) {
    return this.request.post<CompanyPage>(COMPANY_PAGE_URL, query, { signal: read?.signal });
  }

  export(search: CompanyExportQuery) {
    return this.request.postForFile(`${COMPANY_URL}/export`, search);
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<CompanyDetail>(`${COMPANY_URL}/detail`, { uniqueId }, { signal: read?.signal });
  }

  add(body: CompanyCreateBody) {
    return this.request.post<CompanySaved>(`${COMPANY_URL}/add`, body, { silent: true });
  }

  modify(body: CompanyModifyBody) {
    return this.request.post<CompanySaved>(`${COMPANY_URL}/modify`, body, { silent: true });
  }

  async upload(file: File): Promise<UploadedFile> {
    const problem = attachmentProblem(file);
    if (problem) throw new ApiError(-1, problem);
    const fileName =
      file.name
        .replace(/[<>\p{Cc}\p{Cf}\p{Cs}]/gu, '_')
        .trim()
        .slice(-128) || '附件';
    const { url } = await this.request.post<UploadedAttachment>(
      '/enterprise/v1/file/upload/attachment',
      { fileName, content: await base64Of(file) },
      { silent: true },
    );
    return { uniqueId: url.slice(url.lastIndexOf('/') + 1), name: fileName, url };
  }
}
