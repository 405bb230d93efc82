import { loadExcelJs } from '../../../platform/spreadsheet-reader';
import type { StaffField } from '../staff/staff-fields';
import {
  customHeader,
  EXAMPLE_ROW,
  FIXED_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_SHEET_NAME,
} from './staff-import-columns';

export const TEMPLATE_FILE_NAME = '员工导入模板.xlsx';

/** What the template's example row and notes show of the organisation. */
export interface TemplateContext {
  fields: readonly StaffField[];
  /** A department path of the organisation (星河科技园/运营部), for the example row. */
  exampleDepartment: string;
  /** A role name of the organisation, or '' when it has none to show. */
  exampleRole: string;
}

const EXAMPLE_DATE = '2026-01-05';

/** Columns kept as text, which Excel would otherwise turn into 1.38E+10 or a date serial number. */
const TEXT_COLUMNS = new Set(['手机号', '入职日期', '工号', '初始密码']);

/** What each fixed column takes, for the 说明 sheet. */
const COLUMN_NOTES: Record<string, string> = {
  姓名: '1–20 个字',
  手机号: '11 位手机号；已是本组织成员的手机号不能重复导入',
  部门: '完整路径（如 星河科技园/物业部/工程组）或不重名的部门名称；多个部门用分号“；”分隔，最多 20 个',
  职位: '最多 30 个字',
  角色: '角色名称，多个用分号“；”分隔；不填则不分配角色',
  入职日期: '格式 YYYY-MM-DD，如 2026-01-05',
  工号: '最多 32 个字符，不含空格，在本组织内不能重复',
  初始密码:
    '手机号尚未注册时必填：至少 8 位，包含大写字母、小写字母、数字和特殊字符；员工首次登录后须修改密码。已注册的手机号沿用原密码，此列可不填',
};

function exampleValue(field: StaffField): string | number {
  switch (field.kind) {
    case 'number':
      return 1;
    case 'date':
      return EXAMPLE_DATE;
    case 'select':
      return field.options[0] ?? '';
    default:
      return '示例';
  }
}

function fieldNote(field: StaffField): string {
  switch (field.kind) {
    case 'number':
      return '数字';
    case 'date':
      return '日期，格式 YYYY-MM-DD';
    case 'select':
      return `从以下选项中选一个：${field.options.join('、')}`;
    default:
      return '文本，最多 200 个字';
  }
}

/**
 * The import template (.xlsx): the 员工信息 sheet with the header (bold, frozen; required columns
 * marked *), one example row in grey, text format for the columns Excel would otherwise mangle
 * (a telephone as 1.38E+10, a date as a serial number), then the 说明 sheet.
 */
export async function buildImportTemplate(context: TemplateContext): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Atrium';
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = [
    ...FIXED_COLUMNS.map((column) => ({
      header: column.required ? `${column.header}*` : column.header,
      text: TEXT_COLUMNS.has(column.header),
    })),
    ...context.fields.map((field) => ({ header: customHeader(field), text: field.kind === 'date' })),
  ];
  sheet.columns = columns.map(({ header, text }) => ({
    header,
    width: header.startsWith('部门') ? 36 : Math.max(14, header.length * 3),
    style: text ? { numFmt: '@' } : {},
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
  const example = sheet.addRow([
    EXAMPLE_ROW.name,
    EXAMPLE_ROW.telephone,
    context.exampleDepartment,
    '物业专员',
    context.exampleRole,
    EXAMPLE_DATE,
    'A0001',
    'Atrium@2026',
    ...context.fields.map(exampleValue),
  ]);
  example.font = { color: { argb: 'FF8C8C8C' }, italic: true };

  const notes = workbook.addWorksheet('说明');
  notes.columns = [
    { header: '列名', width: 16 },
    { header: '是否必填', width: 10 },
    { header: '填写说明', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of FIXED_COLUMNS) {
    notes.addRow([column.header, column.required ? '必填' : '选填', COLUMN_NOTES[column.header] ?? '']);
  }
  for (const field of context.fields) {
    notes.addRow([field.label, field.required ? '必填' : '选填', fieldNote(field)]);
  }
  notes.addRow([]);
  for (const line of [
    `在「${IMPORT_SHEET_NAME}」工作表中从第 2 行起每行填写一名员工，请勿修改第 1 行的表头。`,
    '第 2 行是灰色的示例行，导入前请删除。',
    `单次最多导入 ${IMPORT_MAX_ROWS} 行，文件不超过 2 MB，支持 .xlsx 和 .csv（UTF-8 或 GBK 编码）。`,
    '任何一行有误时整个文件都不会导入：请按提示逐行修改后重新上传。',
  ]) {
    notes.addRow([line]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
