import { PluginRegistry } from '@core/plugin/plugin-registry';
import { ApiError } from '@core/services/api-error';
import { creditCodeCheckCharacter, creditCodeProblem } from '@manifests/contracts/credit-code';
import CompanyDetailPage from '@plugins/park/views/companies/company-detail-page';
import CompanyFormPage from '@plugins/park/views/companies/company-form-page';
import CompanyListPage from '@plugins/park/views/companies/company-list-page';
import { corpDetailPath } from '@plugins/park/views/companies/company-paths';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import companySections from '@tests/fixtures/company-sections';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { COMPANY_READING_CODES, companyTestContainer } from './support/company-test-container';
import { companyDetail, companyRow } from './support/fake-company-api';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);

const validCode = (() => {
  const first17 = '91440300MA5G77777';
  return first17 + creditCodeCheckCharacter(first17)!;
})();

describe('企业管理 views', () => {
  it('declares 企业管理 and settleCorp (one list), corpDetail (a tab per company) and entryCorp', async () => {
    const test = await companyTestContainer();
    const registry = test.service(PluginRegistry);
    expect(registry.resolve('PC_PARK_OPERATION', 'PC_PARK_COMPANY')?.declaration.view).toBe('company-list');
    expect(registry.resolve('PC_PARK_COMPANY', 'PARK_SETTLE_CORP')?.declaration.view).toBe('company-list');
    expect(registry.resolve('PC_PARK_COMPANY', 'PARK_COMPANY_DETAIL')?.declaration).toMatchObject({
      view: 'company-detail',
      tabPerQuery: true,
    });
    expect(registry.resolve('PC_PARK_COMPANY', 'PARK_COMPANY_ADD')?.declaration.view).toBe('company-form');
  });
});

describe('settleCorp', () => {
  async function renderList(path: string, codes: 'all' | readonly string[] = 'all') {
    const test = await companyTestContainer({ codes });
    test.companies.companies = [
      companyRow('c1', { name: '深圳星河数据科技有限公司', leaseEnd: '2026-12-20' }),
      companyRow('c2', { name: '蓝海生物医药有限公司', industry: 'biomedicine', state: 'moved_out' }),
    ];
    test.companies.totals = { companies: 2, rooms: 3, leasedArea: 36_000 };
    await act(async () => {
      renderWithServices(
        <>
          <CompanyListPage />
          <LocationProbe />
        </>,
        { container: test.container, path },
      );
    });
    await waitFor(() => expect(test.companies.pageQueries.length).toBeGreaterThan(0));
    return test;
  }

  it('lists the companies with their columns and totals, the filters left open', async () => {
    const test = await renderList('/childsPage/settleCorp');
    expect(test.companies.pageQueries[0]).toEqual({ pageNum: 1, pageSize: 10 });
    const row = (await screen.findAllByText('深圳星河数据科技有限公司'))[0]!.closest('tr')!;
    expect(row).toHaveTextContent('91440300MA5G00001W');
    expect(row).toHaveTextContent('信息技术');
    expect(row).toHaveTextContent('240.00 m²');
    expect(row).toHaveTextContent('2026-12-20');
    expect(row).toHaveTextContent('在园');
    const totals = screen.getByText('合计').closest('tr')!;
    expect(totals).toHaveTextContent('共 2 家');
    expect(totals).toHaveTextContent('360.00 m²');
  });

  it('presets state and 合同到期 from the link (园区概览’s), and sends them with the first page', async () => {
    const test = await renderList(
      '/childsPage/settleCorp?state=moved_out&contractEndWithin=60&industry=nope',
    );
    expect(test.companies.pageQueries[0]).toEqual({
      pageNum: 1,
      pageSize: 10,
      state: 'moved_out',
      contractEndWithin: 60,
    });
    expect(screen.getByText('60 天内到期')).toBeInTheDocument();
    expect(
      screen.getByText('已迁出', { selector: '.ant-select-content-value, .ant-select-selection-item, span' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('蓝海生物医药有限公司')).not.toHaveLength(0);
    expect(screen.queryByText('深圳星河数据科技有限公司')).toBeNull();
  });

  it('ignores days it does not offer', async () => {
    const test = await renderList('/childsPage/settleCorp?contractEndWithin=45');
    expect(test.companies.pageQueries[0]).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('exports the search, and opens corpDetail from a row', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const test = await renderList('/childsPage/settleCorp?contractEndWithin=30');
    const clicker = user();
    await clicker.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(test.companies.exports).toEqual([{ contractEndWithin: 30 }]));
    await clicker.click(byLabel('深圳星河数据科技有限公司的详情')!);
    expect(screen.getByTestId('location')).toHaveTextContent(corpDetailPath('c1'));
  });

  it('shows a reader neither 录入企业 nor 编辑', async () => {
    await renderList('/childsPage/settleCorp', COMPANY_READING_CODES);
    await screen.findAllByText('深圳星河数据科技有限公司');
    expect(screen.queryByText('录入企业')).toBeNull();
    expect(byLabel('编辑深圳星河数据科技有限公司')).toBeNull();
    expect(byLabel('深圳星河数据科技有限公司的详情')).not.toBeNull();
  });
});

describe('entryCorp', () => {
  async function renderForm(path = '/childsPage/entryCorp') {
    const test = await companyTestContainer();
    test.companies.details.set('c1', companyDetail('c1', { name: '深圳星河数据科技有限公司' }));
    await act(async () => {
      renderWithServices(
        <>
          <CompanyFormPage />
          <LocationProbe />
        </>,
        { container: test.container, path },
      );
    });
    return { ...test, user: user() };
  }
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  async function fillValid(test: Awaited<ReturnType<typeof renderForm>>, code = validCode) {
    await test.user.type(field('企业名称'), '深圳测试科技有限公司');
    await test.user.type(field('统一社会信用代码'), code);
    await test.user.type(field('法定代表人'), '王测试');
    await test.user.click(field('所属行业'));
    await test.user.click(await screen.findByTitle('信息技术'));
    await test.user.click(field('企业规模'));
    await test.user.click(await screen.findByTitle('小型企业'));
    await test.user.type(field('姓名（主要联系人）'), '赵联系');
    await test.user.type(field('联系电话'), '13900001111');
  }

  it('refuses a wrong check digit on its field, in creditCodeProblem’s words, sending nothing', async () => {
    const test = await renderForm();
    const wrong = validCode.slice(0, 17) + (validCode[17] === '0' ? '1' : '0');
    await fillValid(test, wrong);
    await test.user.click(screen.getByRole('button', { name: /保\s*存/ }));
    const message = creditCodeProblem(wrong)!;
    expect(message).toBe('统一社会信用代码的校验位不正确，请核对后重新输入');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(test.companies.added).toEqual([]);
  });

  it('keeps the server’s refusal on its field and what was typed; adds contacts and removes them', async () => {
    const test = await renderForm();
    await fillValid(test);
    await test.user.click(screen.getByRole('button', { name: /添加联系人/ }));
    const second = within(screen.getByRole('group', { name: '联系人 2' }));
    await test.user.type(second.getByLabelText('姓名'), '钱财务');
    await test.user.type(second.getByLabelText('联系电话'), '0755-86001234');
    await test.user.type(second.getByLabelText('角色'), '财务');
    test.companies.refuseNext = new ApiError(400111, `统一社会信用代码 ${validCode} 已登记过企业`, {
      field: 'creditCode',
    });
    await test.user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(`统一社会信用代码 ${validCode} 已登记过企业`)).toBeInTheDocument();
    expect(field('统一社会信用代码').value).toBe(validCode);
    expect(field('企业名称').value).toBe('深圳测试科技有限公司');
    // A third contact added then removed is not sent.
    await test.user.click(screen.getByRole('button', { name: /添加联系人/ }));
    await test.user.click(screen.getByRole('button', { name: '删除联系人 3' }));
    await test.user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(test.companies.added).toHaveLength(1));
    expect(test.companies.added[0]).toEqual({
      name: '深圳测试科技有限公司',
      creditCode: validCode,
      legalRepresentative: '王测试',
      industry: 'information_technology',
      size: 'small',
      contacts: [
        { name: '赵联系', telephone: '13900001111', role: '', primary: true },
        { name: '钱财务', telephone: '0755-86001234', role: '财务', primary: false },
      ],
      qualifications: [],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(corpDetailPath('new-company')),
    );
  });

  it('edits a company in the same form filled in (?uniqueId=), its state too', async () => {
    const test = await renderForm('/childsPage/entryCorp?uniqueId=c1');
    expect(await screen.findByDisplayValue('深圳星河数据科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('编辑企业')).toBeInTheDocument();
    await test.user.click(screen.getByLabelText('已迁出'));
    test.companies.refuseNext = new ApiError(
      400160,
      '该企业仍租用或预定 星河一号楼 201，请先退租或释放后再设为已迁出',
      {
        field: 'state',
      },
    );
    await test.user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText('该企业仍租用或预定 星河一号楼 201，请先退租或释放后再设为已迁出'),
    ).toBeInTheDocument();
    await test.user.click(screen.getByLabelText('在园'));
    await test.user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(test.companies.modified).toHaveLength(1));
    expect(test.companies.modified[0]).toMatchObject({
      uniqueId: 'c1',
      state: 'in_park',
      name: '深圳星河数据科技有限公司',
    });
  });
});

describe('corpDetail', () => {
  async function renderDetail(options: { alongside?: boolean; codes?: 'all' | readonly string[] } = {}) {
    const test = await companyTestContainer({
      alongside: options.alongside ? [companySections] : [],
      codes: options.codes,
    });
    test.companies.details.set('c1', companyDetail('c1', { name: '深圳星河数据科技有限公司' }));
    await act(async () => {
      renderWithServices(<CompanyDetailPage />, {
        container: test.container,
        path: '/childsPage/corpDetail?uniqueId=c1',
      });
    });
    await screen.findAllByText('深圳星河数据科技有限公司');
    return test;
  }

  it('shows the profile, contacts, qualifications, rooms and history', async () => {
    await renderDetail();
    expect(screen.getByText('91440300MA5G00001W')).toBeInTheDocument();
    expect(screen.getByText('主要联系人')).toBeInTheDocument();
    expect(screen.getByText('0755-86001234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '证书.pdf' })).toHaveAttribute('href', '/enterprise/files/f1');
    expect(screen.getAllByText('星河一号楼 2F 201').length).toBe(2);
    expect(screen.getByText('星河一号楼 2F 203')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑深圳星河数据科技有限公司' })).toBeInTheDocument();
    // No plugin fills the slot: nothing of it shows.
    expect(screen.queryByRole('region', { name: '合同' })).toBeNull();
  });

  it('shows what another plugin puts in its slot, in order, with the company’s props — unedited', async () => {
    await renderDetail({ alongside: true });
    const contracts = await screen.findByRole('region', { name: '合同' });
    expect(within(contracts).getByText('企业 c1 的合同 2 份')).toBeInTheDocument();
    const visits = await screen.findByRole('region', { name: '来访记录' });
    expect(within(visits).getByText('深圳星河数据科技有限公司本月来访 3 人次')).toBeInTheDocument();
    // contracts (order 10) before visitors (30), though registered after them.
    expect(contracts.compareDocumentPosition(visits) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides a fill from a member without its code', async () => {
    await renderDetail({
      alongside: true,
      codes: [
        ...COMPANY_READING_CODES,
        'COMPANY_SECTIONS',
        'COMPANY_SECTIONS_HOME',
        'COMPANY_SECTIONS_VISITS',
      ],
    });
    expect(await screen.findByRole('region', { name: '来访记录' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '合同' })).toBeNull();
  });
});
