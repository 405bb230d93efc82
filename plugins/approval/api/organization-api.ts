import { ApiError, type RequestService, token } from '@core';
import type { TreeOption, UploadedFile } from '@core/crud';
import type { ReadOptions } from '@core/data';
import type { DepartmentNode, MemberOption } from '@manifests/contracts/settings';
import { IMAGE_MAX_BYTES } from '@manifests/contracts/upload-limits';

export type { MemberOption };

/**
 * What the approval pages read of the organisation and store in it, through what settings and the
 * enterprise service offer every member: the members who can act (a form's member field, 转交 and
 * 加签 choose from them; a member's uniqueId is shown by name), the department tree (a department
 * field), and an attachment's upload (stored files: images of at most 2 MB, as the server accepts).
 */
export const ApprovalOrganizationApi = token<ApprovalOrganizationApi>('approval.OrganizationApi');
export interface ApprovalOrganizationApi {
  members(read?: ReadOptions): Promise<MemberOption[]>;
  departments(read?: ReadOptions): Promise<TreeOption[]>;
  /** Stores a file; refused (with the reason, no toast) when it is not an image the server takes. */
  upload(file: File): Promise<UploadedFile>;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** Why a file cannot be uploaded as an attachment, or undefined when it may be. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const typeKnown = file.type !== '' ? IMAGE_TYPES.has(file.type) : IMAGE_NAME.test(file.name);
  if (!typeKnown) return '附件仅支持 PNG、JPEG、GIF 或 WebP 图片';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > IMAGE_MAX_BYTES) return '附件不能超过 2 MB';
  return undefined;
}

function treeOf(nodes: readonly DepartmentNode[]): TreeOption[] {
  return nodes.map((node) => ({
    label: node.name,
    value: node.uniqueId,
    ...(node.children.length > 0 ? { children: treeOf(node.children) } : {}),
  }));
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

  members(read?: ReadOptions) {
    return this.request.post<MemberOption[]>('/enterprise/v1/staff/options', {}, { signal: read?.signal });
  }

  async departments(read?: ReadOptions) {
    const tree = await this.request.post<DepartmentNode[]>(
      '/enterprise/v1/department/tree',
      {},
      { signal: read?.signal },
    );
    return treeOf(tree);
  }

  async upload(file: File): Promise<UploadedFile> {
    const problem = attachmentProblem(file);
    if (problem) throw new ApiError(-1, problem);
    const fileName =
      file.name
        .replace(/[<>\p{Cc}\p{Cf}\p{Cs}]/gu, '_')
        .trim()
        .slice(-128) || 'image';
    const { url } = await this.request.post<{ url: string }>(
      '/enterprise/v1/file/upload/image',
      { fileName, content: await base64Of(file) },
      { silent: true },
    );
    return { uniqueId: url.slice(url.lastIndexOf('/') + 1), name: fileName, url };
  }
}
