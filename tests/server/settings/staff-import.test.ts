import { Workbook } from 'exceljs';
import { clientDigest } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { demoTokens } from '../support/application-centre';
import { memoryPeakDuring } from '../support/memory-peak';
import { addRole } from '../support/roles';
import {
  invalid,
  type Page,
  refusal,
  type StaffDetail,
  type StaffField,
  type StaffSummary,
  staffLookups,
} from '../support/staff';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';
import { zipBomb } from '../support/zip-files';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);
const { departmentsOf, memberOf } = staffLookups(server);

const HEADER = ['姓名*', '手机号*', '部门*', '职位', '角色', '入职日期', '工号', '初始密码'];
const PASSWORD = 'Import#2026';

type Cell = string | number | Date | null;

/** A workbook like the template's: the 员工信息 sheet with a header row and these rows. */
async function xlsx(rows: Cell[][], header: string[] = HEADER): Promise<string> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('员工信息');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const csv = (lines: string[], bom = true) =>
  Buffer.from(`${bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`, 'utf8').toString('base64');

/**
 * Text in GBK, as Excel on a Chinese Windows saves "CSV": Node decodes GB18030 but cannot encode it,
 * so the two-byte codes are found by decoding every one once.
 */
function gbk(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const codes = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      const char = decoder.decode(Uint8Array.of(lead, trail));
      if (!codes.has(char)) codes.set(char, [lead, trail]);
    }
  }
  return Buffer.from(
    [...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : codes.get(char)!)),
  );
}

interface ImportError {
  row: number;
  column: string;
  message: string;
}

const importFile = (fileName: string, content: string, token: string) =>
  server.post<{ imported: number } | { errors: ImportError[] }>(
    '/enterprise/v1/staff/import',
    { fileName, content },
    token,
  );

const staffPage = async (token: string, body: object = {}) =>
  (await server.post<Page<StaffSummary>>('/enterprise/v1/staff/page', { pageSize: 100, ...body }, token)).body
    .data;

const forbidden = (permission: string) =>
  refusal(ErrorCode.Forbidden, `您没有「${permission}」的权限，请联系企业管理员`);

async function saveFields(token: string): Promise<StaffField[]> {
  const { body } = await server.post<StaffField[]>(
    '/enterprise/v1/staff/field/save',
    {
      fields: [
        { label: '学历', kind: 'text', options: [], required: true },
        { label: '工龄', kind: 'number', options: [], required: false },
        { label: '血型', kind: 'select', options: ['A', 'B', 'O', 'AB'], required: false },
      ],
    },
    token,
  );
  expect(body.code).toBe(0);
  return body.data;
}

const refusedWith = (rows: number, errors: ImportError[]) => ({
  code: ErrorCode.StaffImportInvalid,
  message: `导入失败：共 ${rows} 行有误，未导入任何数据`,
  data: { errors },
});

describe('/enterprise/v1/staff/import/template', () => {
  it('is an .xlsx with the bold header (custom fields included), an example row and a 说明 sheet', async () => {
    const token = await admin();
    await saveFields(token);
    const { body } = await server.post<{ fileName: string; content: string }>(
      '/enterprise/v1/staff/import/template',
      {},
      token,
    );
    expect(body.code).toBe(0);
    expect(body.data.fileName).toBe('员工导入模板.xlsx');
    const workbook = new Workbook();
    await workbook.xlsx.load(Buffer.from(body.data.content, 'base64') as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['员工信息', '说明']);
    const sheet = workbook.getWorksheet('员工信息')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, '学历*', '工龄', '血型']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '张三',
      '13800138000',
      '星河科技园/运营部',
      '物业专员',
      '普通员工',
      '2026-01-05',
      'A0001',
      'Atrium@2026',
      '示例',
      1,
      'A',
    ]);
    const notes = workbook.getWorksheet('说明')!;
    const noteText = notes.getSheetValues().flat().join('\n');
    expect(noteText).toContain('从以下选项中选一个：A、B、O、AB');
    expect(noteText).toContain('单次最多导入 2000 行');
  });

  it('is refused without 导入员工', async () => {
    expect((await server.post('/enterprise/v1/staff/import/template', {}, await member())).body).toEqual(
      forbidden('导入员工'),
    );
  });
});

describe('/enterprise/v1/staff/import', () => {
  it('imports every good row of a workbook: paths, names, several departments and roles, dates, custom fields', async () => {
    const token = await admin();
    const fields = await saveFields(token);
    // 王五 has an account already (in 云杉集团): no password needed, his own kept.
    const yunshan = await departmentsOf('yunshan-group');
    await server.post(
      '/enterprise/v1/staff/add',
      {
        name: '王五',
        telephone: '13900000003',
        departmentUniqueIds: [yunshan.综合管理部],
        initialPassword: clientDigest('Own#Pass2026'),
      },
      await yunshanAdmin(),
    );
    const content = await xlsx(
      [
        [
          '赵一',
          13900000001,
          '星河科技园/物业部/工程组',
          '工程师',
          '普通员工',
          new Date(Date.UTC(2026, 0, 5)),
          'XH-001',
          PASSWORD,
          '本科',
          3,
          'A',
        ],
        ['钱二', '13900000002', '运营部；招商部', '', '', '2026/3/1', '', PASSWORD, '硕士', null, null],
        [],
        [
          '王五',
          '13900000003',
          '物业部/工程组;运营部',
          '主管',
          '普通员工; 管理员',
          46_023,
          'XH-003',
          '',
          '大专',
          '2',
          'O',
        ],
      ],
      [...HEADER, '学历*', '工龄', '血型'],
    );
    const { body } = await importFile('员工.xlsx', content, token);
    expect(body).toEqual({ code: 0, message: 'success', data: { imported: 3 } });

    const page = await staffPage(token);
    expect(page.total).toBe(10);
    const byName = Object.fromEntries(page.list.map((entry) => [entry.name, entry]));
    expect(byName.赵一).toMatchObject({
      telephone: '13900000001',
      departments: [{ name: '工程组' }],
      roles: [{ name: '普通员工' }],
      position: '工程师',
      entryDate: '2026-01-05',
      employeeNo: 'XH-001',
      isAdmin: false,
    });
    expect(byName.钱二).toMatchObject({
      departments: [{ name: '运营部' }, { name: '招商部' }],
      roles: [],
      entryDate: '2026-03-01',
    });
    expect(byName.王五).toMatchObject({
      departments: [{ name: '运营部' }, { name: '工程组' }],
      roles: [{ name: '管理员' }, { name: '普通员工' }],
      isAdmin: true,
      entryDate: '2026-01-01',
    });
    const [education, years, bloodType] = fields.map((field) => field.uniqueId);
    const detail = (
      await server.post<StaffDetail>(
        '/enterprise/v1/staff/detail',
        { uniqueId: byName.王五!.uniqueId },
        token,
      )
    ).body.data;
    expect(detail.customFields).toEqual({ [education!]: '大专', [years!]: 2, [bloodType!]: 'O' });

    // A new account signs in with the sheet's password and must change it; 王五 keeps his own.
    const login = await server.post<{ passwordExpired: boolean }>('/v1/account/login', {
      telephone: '13900000001',
      password: clientDigest(PASSWORD),
    });
    expect(login.body).toMatchObject({ code: 0, data: { passwordExpired: true } });
    const own = await server.post('/v1/account/login', {
      telephone: '13900000003',
      password: clientDigest('Own#Pass2026'),
    });
    expect(own.body.code).toBe(0);
    expect(await memberOf('13900000003', 'xinghe-park')).toBe(byName.王五!.uniqueId);
  });

  it('imports a UTF-8 CSV, with or without the byte order mark, quoted fields included', async () => {
    const token = await admin();
    const header = '姓名*,手机号*,部门*,职位,角色,入职日期,工号,初始密码';
    const first = csv([header, `"孙, 三",13900000021,物业部,"说""明""",,2026-02-01,,${PASSWORD}`]);
    expect((await importFile('staff.CSV', first, token)).body.data).toEqual({ imported: 1 });
    const second = csv([header, `李四,13900000022,招商部,,,,,${PASSWORD}`], false);
    expect((await importFile('staff.csv', second, token)).body.data).toEqual({ imported: 1 });
    const byName = Object.fromEntries((await staffPage(token)).list.map((entry) => [entry.name, entry]));
    expect(byName['孙, 三']).toMatchObject({
      position: '说"明"',
      entryDate: '2026-02-01',
      departments: [{ name: '物业部' }],
    });
    expect(byName.李四).toMatchObject({ departments: [{ name: '招商部' }] });
  });

  it('reads a CSV saved in GBK', async () => {
    const token = await admin();
    const lines = [
      '姓名*,手机号*,部门*,职位,角色,入职日期,工号,初始密码',
      `周九,13900000031,运营部,招商专员,,,,${PASSWORD}`,
    ];
    const content = gbk(`${lines.join('\r\n')}\r\n`).toString('base64');
    expect((await importFile('员工.csv', content, token)).body.data).toEqual({ imported: 1 });
    expect((await staffPage(token, { keyword: '周九' })).list[0]).toMatchObject({ position: '招商专员' });
  });

  const unpacksToMuch = refusal(
    ErrorCode.StaffImportFileRejected,
    '文件内容过多（解压后超过 8 MB），无法导入，请删除多余的工作表和空行后重新上传',
  );

  it('refuses a workbook whose headers claim far more than a spreadsheet holds, without unpacking it', async () => {
    const token = await admin();
    const bytes = Buffer.from(
      await xlsx([['赵一', '13900000001', '运营部', '', '', '', '', PASSWORD]]),
      'base64',
    );
    // Each central directory entry claims 100 MB unpacked.
    for (
      let offset = bytes.indexOf('PK\x01\x02', 0, 'latin1');
      offset >= 0;
      offset = bytes.indexOf('PK\x01\x02', offset + 4, 'latin1')
    ) {
      bytes.writeUInt32LE(100 * 1024 * 1024, offset + 24);
    }
    expect((await importFile('员工.xlsx', bytes.toString('base64'), token)).body).toEqual(unpacksToMuch);
  });

  it('refuses a zip bomb whose headers lie about its size, stopping at the limit without holding it', async () => {
    const token = await admin();
    // 490 KB whose sheet claims 1 000 bytes and inflates to 480 MiB.
    const content = zipBomb(480).toString('base64');
    const before = await fingerprintTables(server.db);
    // Once first, so that what any first request costs (compiled code, a grown young generation, the
    // database's pages) is not counted: the second bomb's growth is what each one costs.
    expect((await importFile('员工.xlsx', content, token)).body).toEqual(unpacksToMuch);
    const { result, arrayBuffers, heapUsed, rss, elapsedMs } = await memoryPeakDuring(() =>
      importFile('员工.xlsx', content, token),
    );
    expect(result.body).toEqual(unpacksToMuch);
    // Unpacking it all held about 16 MB of Buffers, 470 MB of heap (as one string) and 340 MB more resident.
    const MB = 1024 * 1024;
    // What the process holds (the heap and Buffers, their peaks added up) stays under 20 MB; resident
    // memory also counts the pages zlib's thread-pool allocator touched and keeps and the worker's young
    // generation (128 MB semi-spaces in the test workers), a noisier figure bounded more loosely: it
    // reached 41 MB on a loaded machine, and the whole bomb made it +340 MB.
    expect((arrayBuffers + heapUsed) / MB).toBeLessThan(20);
    expect(rss / MB).toBeLessThan(100);
    // Inflating 8 MiB takes tens of milliseconds; the whole 480 MiB took seconds.
    expect(elapsedMs).toBeLessThan(2_000);
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('refuses the whole file for one bad row among good ones, and changes no table', async () => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    const content = await xlsx([
      ['赵一', '13900000001', '运营部', '', '', '', '', PASSWORD],
      ['钱二', '1390000000', '运营部', '', '', '', '', PASSWORD],
      ['孙三', '13900000003', '招商部', '', '', '', '', PASSWORD],
    ]);
    expect((await importFile('员工.xlsx', content, token)).body).toEqual(
      refusedWith(1, [{ row: 3, column: '手机号', message: '手机号格式不正确' }]),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('reports every problem of every row, by row and column', async () => {
    const token = await admin();
    const [education] = await saveFields(token);
    // A second 工程组 makes the bare name ambiguous.
    const departments = await departmentsOf('xinghe-park');
    await server.post(
      '/enterprise/v1/department/add',
      { parentUniqueId: departments.运营部, name: '工程组' },
      token,
    );
    const zhou = await server.post(
      '/enterprise/v1/staff/add',
      {
        name: '周八',
        telephone: '13900000088',
        departmentUniqueIds: [departments.运营部],
        employeeNo: 'XH-088',
        customFields: { [education!.uniqueId]: '本科' },
        initialPassword: clientDigest(PASSWORD),
      },
      token,
    );
    expect(zhou.body.code).toBe(0);
    const fieldsCustom = (education: Cell, years: Cell = null, blood: Cell = null) => [
      education,
      years,
      blood,
    ];
    const before = await fingerprintTables(server.db);
    const content = await xlsx(
      [
        /* 2 */ [
          '张三',
          '13800138000',
          '星河科技园/运营部',
          '',
          '',
          '',
          '',
          PASSWORD,
          ...fieldsCustom('本科'),
        ],
        /* 3 */ ['', '13900000001', '运营部', '', '', '', '', PASSWORD, ...fieldsCustom('本科')],
        /* 4 */ [
          '名'.repeat(21),
          '13800000002',
          '',
          '职'.repeat(31),
          '',
          '',
          '',
          '',
          ...fieldsCustom('本科'),
        ],
        /* 5 */ [
          '赵一',
          '13900000001',
          '工程组',
          '',
          '招商专员',
          '2026-02-30',
          'XH-088',
          'weak',
          ...fieldsCustom('本科'),
        ],
        /* 6 */ [
          '钱二',
          '13900000002',
          '运营部；不存在部',
          '',
          '',
          'yesterday',
          'XH 1',
          '',
          ...fieldsCustom(null, '三年', 'C'),
        ],
        /* 7 */ [
          '孙三',
          '13900000003',
          '星河科技园/运营部/工程组',
          '',
          '',
          '',
          'XH-100',
          PASSWORD,
          ...fieldsCustom('本科'),
        ],
        /* 8 */ ['李四', '13900000004', '招商部', '', '', '', 'XH-100', PASSWORD, ...fieldsCustom('本科')],
      ],
      [...HEADER, '学历*', '工龄', '血型'],
    );
    const { body } = await importFile('员工.xlsx', content, token);
    expect(body).toEqual(
      refusedWith(6, [
        { row: 2, column: '姓名', message: '这是模板中的示例行，请删除后再导入' },
        { row: 3, column: '姓名', message: '请填写姓名' },
        { row: 4, column: '姓名', message: '姓名不能超过 20 个字符' },
        { row: 4, column: '手机号', message: '该手机号已是本组织成员' },
        { row: 4, column: '部门', message: '请填写部门' },
        { row: 4, column: '职位', message: '职位不能超过 30 个字符' },
        { row: 5, column: '手机号', message: '与第 3 行的手机号重复' },
        {
          row: 5,
          column: '部门',
          message: '有多个名为「工程组」的部门，请填写完整路径，如「星河科技园/物业部/工程组」',
        },
        { row: 5, column: '角色', message: '找不到角色「招商专员」' },
        { row: 5, column: '入职日期', message: '入职日期须为有效日期，格式 YYYY-MM-DD' },
        { row: 5, column: '工号', message: '工号「XH-088」已被使用' },
        { row: 5, column: '初始密码', message: '密码必须包含大写、小写、数字和特殊字符，且长度是8位以上' },
        { row: 6, column: '部门', message: '找不到部门「不存在部」' },
        { row: 6, column: '入职日期', message: '入职日期须为有效日期，格式 YYYY-MM-DD' },
        { row: 6, column: '工号', message: '工号不能包含空格、尖括号或不可见字符' },
        { row: 6, column: '初始密码', message: '该手机号尚未注册，请填写初始密码' },
        { row: 6, column: '学历', message: '请填写「学历」' },
        { row: 6, column: '工龄', message: '「工龄」必须是数字' },
        { row: 6, column: '血型', message: '「血型」须为可选项之一' },
        { row: 8, column: '工号', message: '与第 7 行的工号重复' },
      ]),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('refuses a header without a required column or with an unknown one', async () => {
    const token = await admin();
    await saveFields(token);
    const content = await xlsx([['赵一', '运营部', '本科']], ['姓名*', '部门*', '学历', '籍贯', '姓名']);
    expect((await importFile('员工.xlsx', content, token)).body).toEqual(
      refusedWith(1, [
        { row: 1, column: '籍贯', message: '无法识别的列「籍贯」，请下载最新的导入模板' },
        { row: 1, column: '姓名', message: '列「姓名」重复，请只保留一列' },
        { row: 1, column: '手机号', message: '缺少「手机号」列，请下载最新的导入模板' },
      ]),
    );
  });

  it('refuses files it cannot read, empty ones and more than 2000 rows, each in its own words', async () => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    const rejected = (message: string) => refusal(ErrorCode.StaffImportFileRejected, message);
    expect((await importFile('员工.txt', csv(['a,b']), token)).body).toEqual(
      rejected('仅支持 .xlsx 或 .csv 文件，请使用导入模板填写'),
    );
    expect(
      (await importFile('员工.xlsx', Buffer.from('not a workbook').toString('base64'), token)).body,
    ).toEqual(rejected('文件已损坏或不是 .xlsx 格式，请使用导入模板填写后重新上传'));
    expect((await importFile('员工.xlsx', await xlsx([]), token)).body).toEqual(
      rejected('文件中没有员工数据，请从模板的第 2 行起填写'),
    );
    const many = Array.from(
      { length: 2001 },
      (_, i) => `员工${i},139${String(i).padStart(8, '0')},运营部,,,,,${PASSWORD}`,
    );
    expect((await importFile('员工.csv', csv([HEADER.join(','), ...many]), token)).body).toEqual(
      rejected('单次最多导入 2000 行'),
    );
    const tooLarge = Buffer.alloc(2 * 1024 * 1024 + 3, 0x41).toString('base64');
    expect((await importFile('员工.csv', tooLarge, token)).body).toEqual(rejected('文件不能超过 2 MB'));
    expect((await importFile('员工.csv', 'QUJD=', token)).body).toEqual(invalid('文件内容格式不正确'));
    expect((await importFile('员工.csv', '中文', token)).body).toEqual(invalid('文件内容格式不正确'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('imports exactly 2000 rows in one go', async () => {
    const token = await admin();
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `员工${i},139${String(i).padStart(8, '0')},运营部,,,,,${PASSWORD}`,
    );
    const { body } = await importFile('员工.csv', csv([HEADER.join(','), ...rows]), token);
    expect(body).toEqual({ code: 0, message: 'success', data: { imported: 2000 } });
    expect((await staffPage(token)).total).toBe(2007);
  });

  it('is refused without 导入员工; a member who may import cannot hand out 管理员', async () => {
    const content = await xlsx([['赵一', '13900000001', '运营部', '', '管理员', '', '', PASSWORD]]);
    expect((await importFile('员工.xlsx', content, await member())).body).toEqual(forbidden('导入员工'));
    await addRole(server.db, {
      uniqueId: 'role-importer',
      organization: 'xinghe-park',
      name: '导入专员',
      resourceCodes: ['PC_STAFF_MANAGEMENT', 'STAFF_IMPORT'],
      members: ['13800000002'],
    });
    expect((await importFile('员工.xlsx', content, await member())).body).toEqual(
      refusedWith(1, [{ row: 2, column: '角色', message: '您不能分配「管理员」角色' }]),
    );
  });

  it('finds only the importing organisation’s departments and roles', async () => {
    await addRole(server.db, { uniqueId: 'role-xinghe-only', organization: 'xinghe-park', name: '招商专员' });
    const content = await xlsx([
      ['赵一', '13900000001', '星河科技园/运营部', '', '招商专员', '', '', PASSWORD],
    ]);
    const token = await yunshanAdmin();
    const before = await fingerprintTables(server.db);
    expect((await importFile('员工.xlsx', content, token)).body).toEqual(
      refusedWith(1, [
        { row: 2, column: '部门', message: '找不到部门「星河科技园/运营部」' },
        { row: 2, column: '角色', message: '找不到角色「招商专员」' },
      ]),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
    const good = await xlsx([['赵一', '13900000001', '云杉集团/综合管理部', '', '', '', '', PASSWORD]]);
    expect((await importFile('员工.xlsx', good, token)).body.code).toBe(0);
    expect((await staffPage(await admin(), { keyword: '赵一' })).total).toBe(0);
  });
});
