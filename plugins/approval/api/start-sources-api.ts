import { type RequestService, token } from '@core';
import type { UploadedFile } from '@core/crud';
import type { Page, ReadOptions } from '@core/data';
import type { UploadedImage } from '@manifests/contracts/account';
import type { DepartmentMember, DepartmentNode } from '@manifests/contracts/settings';

/** A department as a start form's department field chooses it. */
export interface DepartmentChoice {
  label: string;
  value: string;
  children: DepartmentChoice[];
}

/** A member as a start form's member field and 审批人 pickers choose them. */
export interface MemberChoice {
  label: string;
  value: string;
}

/**
 * What a start form chooses from and stores, read from the organisation's own endpoints (the ones
 * 组织管理 and 员工管理 read; the approval area keeps no copy): the department tree (any member reads it),
 * the active members (read through 组织管理's member list, which the server grants with 组织管理 or
 * 员工管理), and attachments stored through the console's file upload (images: PNG, JPEG, GIF, WebP).
 */
export const StartSourcesApi = token<StartSourcesApi>('approval.StartSourcesApi');
export interface StartSourcesApi {
  departments(read?: ReadOptions): Promise<DepartmentChoice[]>;
  /** Every active member of the organisation, by name. */
  members(read?: ReadOptions): Promise<MemberChoice[]>;
  upload(file: File): Promise<UploadedFile>;
}

const PAGE_SIZE = 100;
/** Members read at most (10 pages): a larger organisation chooses among the first. */
const MEMBERS_MAX = 1000;
const ACTIVE = 1;
const silent = { silent: true } as const;

function choicesOf(nodes: readonly DepartmentNode[]): DepartmentChoice[] {
  return nodes.map((node) => ({
    label: node.name,
    value: node.uniqueId,
    children: choicesOf(node.children),
  }));
}

/** The file name as the server takes it: no angle brackets or invisible characters, ≤ 128 characters. */
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
    reader.onerror = () => reject(new Error('读取文件失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}

export class HttpStartSourcesApi implements StartSourcesApi {
  constructor(private readonly request: RequestService) {}

  private tree(read?: ReadOptions) {
    return this.request.post<DepartmentNode[]>(
      '/enterprise/v1/department/tree',
      {},
      { signal: read?.signal },
    );
  }

  async departments(read?: ReadOptions) {
    return choicesOf(await this.tree(read));
  }

  async members(read?: ReadOptions) {
    const [root] = await this.tree(read);
    if (!root) return [];
    const members: DepartmentMember[] = [];
    for (let pageNum = 1; members.length < MEMBERS_MAX; pageNum += 1) {
      const page = await this.request.post<Page<DepartmentMember>>(
        '/enterprise/v1/department/member/list',
        { uniqueId: root.uniqueId, includeDescendants: true, pageNum, pageSize: PAGE_SIZE },
        { ...silent, signal: read?.signal },
      );
      members.push(...page.list);
      if (page.list.length < PAGE_SIZE || members.length >= page.total) break;
    }
    return members
      .filter((member) => member.state === ACTIVE)
      .map((member) => ({ label: member.nickname, value: member.uniqueId }));
  }

  async upload(file: File): Promise<UploadedFile> {
    const name = uploadName(file.name);
    const { url } = await this.request.post<UploadedImage>(
      '/enterprise/v1/file/upload/image',
      { fileName: name, content: await base64Of(file) },
      silent,
    );
    return { uniqueId: url.slice(url.lastIndexOf('/') + 1), name, url };
  }
}
