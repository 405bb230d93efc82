import { type DetailAction, DetailActions, permittedActions } from '@core/crud/detail-actions';
import { DetailPage } from '@core/crud/detail-page';
import { DetailSections, scrollParentOf } from '@core/crud/detail-sections';
import { type StateMap, StateTag } from '@core/crud/state-tag';
import { PermissionStore } from '@core/stores/permission-store';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import type { ReactElement } from 'react';

/** The member holds these codes (PermissionStore swapped for one that answers from the list). */
async function renderHolding(codes: readonly string[], view: ReactElement) {
  const held = new Set(codes);
  const test = createTestContainer({
    overrides: (c) =>
      c.rebind(PermissionStore).toConstantValue({ holds: (code: string) => held.has(code) } as never),
  });
  await act(async () => {
    renderWithServices(view, { container: test.container });
  });
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

type ContractState = 'draft' | 'signed' | 'ended';
const CONTRACT_STATES: StateMap<ContractState> = {
  draft: { label: '草稿', status: 'default' },
  signed: { label: '履约中', status: 'success' },
  ended: { label: '已终止', status: 'error' },
};

describe('StateTag', () => {
  it.each([
    ['signed', '履约中', 'ant-tag-success'],
    ['ended', '已终止', 'ant-tag-error'],
    ['draft', '草稿', undefined],
  ] as const)('draws %s as %s in its status colour', (state, label, colour) => {
    render(<StateTag state={state} states={CONTRACT_STATES} />);
    const tag = screen.getByText(label);
    if (colour) expect(tag).toHaveClass(colour);
    else expect(tag.className).not.toMatch(/ant-tag-(success|error|warning|processing)/);
  });

  it('shows a state the map lacks as itself, grey', () => {
    render(<StateTag state={'archived' as ContractState} states={CONTRACT_STATES} />);
    expect(screen.getByText('archived')).toBeInTheDocument();
  });
});

describe('DetailActions', () => {
  const noop = () => undefined;
  it.each([
    { held: [], shown: ['打印'] },
    { held: ['CONTRACT_MODIFY'], shown: ['编辑', '打印'] },
    { held: ['CONTRACT_MODIFY', 'CONTRACT_END'], shown: ['编辑', '打印'] },
  ])('shows holders of $held only what they hold and the record allows', ({ held, shown }) => {
    const actions: DetailAction[] = [
      { key: 'edit', label: '编辑', permission: 'CONTRACT_MODIFY', onClick: noop },
      // Not allowed in this state whoever holds it.
      { key: 'end', label: '终止', permission: 'CONTRACT_END', visible: false, onClick: noop },
      { key: 'print', label: '打印', onClick: noop },
    ];
    expect(permittedActions(actions, (code) => held.includes(code)).map((action) => action.label)).toEqual(
      shown,
    );
  });

  it('asks before a destructive action, runs it once however often it is clicked, the others waiting', async () => {
    const ended: string[] = [];
    let finish: () => void = () => undefined;
    const { user } = await renderHolding(
      ['CONTRACT_END'],
      <DetailActions
        actions={[
          {
            key: 'end',
            label: '终止',
            danger: true,
            permission: 'CONTRACT_END',
            confirm: { title: '终止合同「A-001」？', okText: '终止' },
            onClick: () =>
              new Promise<void>((resolve) => {
                ended.push('A-001');
                finish = resolve;
              }),
          },
          { key: 'print', label: '打印', onClick: () => undefined },
          {
            key: 'renew',
            label: '续签',
            disabledReason: '合同终止前一个月才能续签',
            onClick: () => undefined,
          },
        ]}
      />,
    );
    const end = screen.getByRole('button', { name: '终止' });
    await user.click(end);
    expect(ended).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('终止合同「A-001」？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '终止' }));
    await waitFor(() => expect(ended).toEqual(['A-001']));
    expect(end).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: '打印' })).toBeDisabled();
    // Clicked again while it runs: nothing is asked or run a second time.
    await user.click(end);
    expect(ended).toEqual(['A-001']);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: '打印' })).not.toBeDisabled());
    const renew = screen.getByRole('button', { name: '续签' });
    expect(renew).toBeDisabled();
    expect(renew).toHaveAccessibleDescription('合同终止前一个月才能续签');
  });

  it('shows nothing for a member who may use none of them', async () => {
    await renderHolding(
      [],
      <div data-testid="bar">
        <DetailActions
          actions={[{ key: 'edit', label: '编辑', permission: 'CONTRACT_MODIFY', onClick: () => undefined }]}
        />
      </div>,
    );
    expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
  });
});

describe('DetailSections', () => {
  // jsdom draws nothing and cannot scroll the window; the rail asks it to when no ancestor scrolls.
  beforeAll(() => {
    window.scrollTo = () => undefined;
  });
  const sections = [
    { key: 'basic', title: '基本信息', children: <p>合同编号 A-001</p> },
    { key: 'rooms', title: '租赁房源', children: <p>3 号楼 301</p> },
    { key: 'bills', title: '账单', children: <p>暂无账单</p> },
  ];

  it('names each section by its title and links to each from the rail, moving the focus there', async () => {
    const { user } = await renderHolding([], <DetailSections sections={sections} />);
    const nav = await screen.findByRole('navigation', { name: '页面导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['基本信息', '租赁房源', '账单']);
    const rooms = screen.getByRole('region', { name: '租赁房源' });
    expect(within(rooms).getByText('3 号楼 301')).toBeInTheDocument();
    expect(links[1]).toHaveAttribute('href', `#${rooms.id}`);
    // Reached by the keyboard; following a link leaves the address alone and focuses its section.
    links[1]!.focus();
    await user.keyboard('{Enter}');
    expect(rooms).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('shows no rail for one section, and two pages of sections keep their own ids', async () => {
    await renderHolding(
      [],
      <>
        <DetailSections sections={sections.slice(0, 1)} />
        <DetailSections sections={sections} />
      </>,
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    const [first, second] = screen.getAllByRole('region', { name: '基本信息' });
    expect(first!.id).not.toBe(second!.id);
  });

  it('follows the scroll of the nearest scrolling ancestor', () => {
    const outer = document.createElement('div');
    outer.style.overflowY = 'auto';
    const inner = document.createElement('div');
    const page = document.createElement('div');
    outer.append(inner);
    inner.append(page);
    document.body.append(outer);
    expect(scrollParentOf(page)).toBe(outer);
    expect(scrollParentOf(outer)).toBe(window);
    outer.remove();
  });

  it('lays a record’s page out as its header card and the sections below, with the action bar', async () => {
    await renderHolding(
      ['CONTRACT_MODIFY'],
      <DetailPage
        title="合同详情 · A-001"
        tags={<StateTag state="signed" states={CONTRACT_STATES} />}
        actions={[
          {
            key: 'edit',
            label: '编辑',
            permission: 'CONTRACT_MODIFY',
            primary: true,
            onClick: () => undefined,
          },
        ]}
        sections={sections}
      />,
    );
    expect(screen.getByRole('heading', { name: '合同详情 · A-001' })).toBeInTheDocument();
    expect(screen.getByText('履约中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });
});
