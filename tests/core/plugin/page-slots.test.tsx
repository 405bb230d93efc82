import { SlotOutlet } from '@core/components';
import { type AnySlotFill, type AtriumPlugin, definePlugin, fillSlot } from '@core/plugin';
import { PermissionStore } from '@core/stores/permission-store';
import { defineSlot } from '@manifests/contracts/slots';
import { action, defineManifest, directory, menu } from '@manifests/resource-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import { createTestContainer } from '@tests/support/test-container';

/** The props the ledger's page passes to what other plugins show on it. */
interface EntryProps {
  kind: string;
  entryId: string;
}
const entrySide = defineSlot<EntryProps>({ id: 'ledger.entry.side', title: '台账详情·关联内容' });

const manifestOf = (id: string, codes: readonly string[]) =>
  defineManifest({
    id,
    grantedToEveryone: true,
    application: {
      agentId: `${id.padEnd(8, 'x')}00000000`.slice(0, 16),
      name: id,
      pcName: id,
      category: '园区运营',
      iconUrl: '',
      introduction: '',
      pcUrl: `/${id.toUpperCase()}_HOME`,
      appUrl: '',
    },
    resources: [
      directory(`${id.toUpperCase()}_DIR`, id, [
        menu(`${id.toUpperCase()}_HOME`, id, { children: codes.map((code) => action(code, code)) }),
      ]),
    ],
  });

/** The slot's owner: declares it; its page shows the fills between its header and its body. */
const ledger = definePlugin({
  id: 'ledger',
  manifest: manifestOf('ledger', ['LEDGER_VIEW']),
  views: {},
  pageSlots: [entrySide],
});

const filler = (id: string, codes: readonly string[], fills: readonly AnySlotFill[]): AtriumPlugin =>
  definePlugin({ id, manifest: manifestOf(id, codes), views: {}, fills });

/** A fill's module, counting how often its code was asked for. */
function loader(text: (props: EntryProps) => string) {
  const load = jest.fn(async () => ({
    default: (props: EntryProps) => <p>{text(props)}</p>,
  }));
  return load;
}

function LedgerPage({ kind = 'rent' }: { kind?: string }) {
  return (
    <main aria-label="台账详情">
      <h1>台账 E-7</h1>
      <SlotOutlet
        slot={entrySide}
        props={{ kind, entryId: 'E-7' }}
        frame={(content, fill) => (
          <section aria-label={fill.title} key={fill.key}>
            {content}
          </section>
        )}
        around={(fills) => <aside aria-label="关联内容">{fills}</aside>}
      />
      <p>台账正文</p>
    </main>
  );
}

async function showLedger(
  alongside: readonly AtriumPlugin[],
  options: { codes?: readonly string[]; kind?: string } = {},
) {
  const test = await signedInContainer({ plugin: ledger, alongside, codes: options.codes });
  await act(async () => {
    renderWithServices(<LedgerPage kind={options.kind} />, { container: test.container });
  });
  return test;
}

/** Runs a test whose fills fail: what React and the boundary log goes nowhere, and is handed over. */
async function quietly(run: (logged: jest.SpyInstance) => Promise<void>) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await run(logged);
  } finally {
    logged.mockRestore();
  }
}

const sections = () =>
  within(screen.getByRole('complementary', { name: '关联内容' }))
    .queryAllByRole('region')
    .map((section) => section.getAttribute('aria-label'));

describe('page slots: one plugin fills another’s page (README "Adding an area")', () => {
  it('shows nothing, not even the page’s frame around it, when no plugin fills the slot', async () => {
    await showLedger([filler('alpha', ['ALPHA_VIEW'], [])]);
    expect(screen.getByRole('heading', { name: '台账 E-7' })).toBeInTheDocument();
    expect(screen.getByText('台账正文')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '关联内容' })).not.toBeInTheDocument();
  });

  it('shows one fill with the page’s props, loading its code only then', async () => {
    const load = loader((props) => `合同 ${props.entryId}（${props.kind}）`);
    await showLedger([
      filler(
        'alpha',
        ['ALPHA_VIEW'],
        [fillSlot(entrySide, { title: '合同摘要', requires: ['ALPHA_VIEW'], load })],
      ),
    ]);
    expect(await screen.findByText('合同 E-7（rent）')).toBeInTheDocument();
    expect(sections()).toEqual(['合同摘要']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('orders two fills by their order, then by the plugins’ registration', async () => {
    const fill = (title: string, code: string, order?: number) =>
      fillSlot(entrySide, { title, requires: [code], order, load: loader(() => title) });
    await showLedger([
      filler('alpha', ['ALPHA_VIEW'], [fill('甲·先注册', 'ALPHA_VIEW'), fill('甲·靠后', 'ALPHA_VIEW', 20)]),
      filler('beta', ['BETA_VIEW'], [fill('乙·靠前', 'BETA_VIEW', -10), fill('乙·后注册', 'BETA_VIEW')]),
    ]);
    await screen.findByText('甲·靠后');
    expect(sections()).toEqual(['乙·靠前', '甲·先注册', '乙·后注册', '甲·靠后']);
  });

  it('hides a fill from a member lacking one of its codes, and never downloads it', async () => {
    const hidden = loader(() => '账单');
    const shown = loader(() => '合同');
    const test = await showLedger(
      [
        filler(
          'alpha',
          ['ALPHA_VIEW', 'ALPHA_BILLS'],
          [
            fillSlot(entrySide, { title: '账单', requires: ['ALPHA_VIEW', 'ALPHA_BILLS'], load: hidden }),
            fillSlot(entrySide, { title: '合同', requires: ['ALPHA_VIEW'], load: shown }),
          ],
        ),
      ],
      { codes: ['LEDGER_VIEW', 'ALPHA_VIEW'] },
    );
    expect(test.service(PermissionStore).holds('ALPHA_BILLS')).toBe(false);
    expect(await screen.findByText('合同')).toBeInTheDocument();
    expect(sections()).toEqual(['合同']);
    expect(hidden).not.toHaveBeenCalled();
  });

  it('shows a fill only for the props it says it applies to', async () => {
    const fills = [
      fillSlot(entrySide, {
        title: '租赁合同',
        requires: ['ALPHA_VIEW'],
        when: (props) => props.kind === 'rent',
        load: loader(() => '租赁合同内容'),
      }),
      fillSlot(entrySide, {
        title: '退租结算',
        requires: ['ALPHA_VIEW'],
        when: (props) => props.kind === 'withdrawal',
        load: loader(() => '退租结算内容'),
      }),
    ];
    await showLedger([filler('alpha', ['ALPHA_VIEW'], fills)], { kind: 'withdrawal' });
    expect(await screen.findByText('退租结算内容')).toBeInTheDocument();
    expect(sections()).toEqual(['退租结算']);
  });

  it('keeps the page and the other fills up when a fill’s chunk fails, says so quietly, and retries', async () => {
    const chunkError = Object.assign(new Error('Loading chunk alpha-ledger failed.'), {
      name: 'ChunkLoadError',
    });
    let reachable = false;
    const flaky = jest.fn(async () => {
      if (!reachable) throw chunkError;
      return { default: () => <p>合同已恢复</p> };
    });
    await quietly(async () => {
      await showLedger([
        filler(
          'alpha',
          ['ALPHA_VIEW'],
          [fillSlot(entrySide, { title: '合同摘要', requires: ['ALPHA_VIEW'], load: flaky })],
        ),
        filler(
          'beta',
          ['BETA_VIEW'],
          [
            fillSlot(entrySide, {
              title: '出错的内容',
              requires: ['BETA_VIEW'],
              load: async () => ({
                default: () => {
                  throw new Error('boom');
                },
              }),
            }),
            fillSlot(entrySide, { title: '账单', requires: ['BETA_VIEW'], load: loader(() => '账单内容') }),
          ],
        ),
      ]);
      expect(await screen.findByText('账单内容')).toBeInTheDocument();
      const failed = await within(screen.getByRole('region', { name: '合同摘要' })).findByRole('status');
      expect(failed).toHaveTextContent('「合同摘要」未能加载。');
      expect(
        within(screen.getByRole('region', { name: '出错的内容' })).getByRole('status'),
      ).toHaveTextContent('「出错的内容」未能加载。');
      // The page itself, and nothing of the error's own words.
      expect(screen.getByRole('heading', { name: '台账 E-7' })).toBeInTheDocument();
      expect(screen.getByText('台账正文')).toBeInTheDocument();
      expect(screen.queryByText(/Loading chunk|boom/)).not.toBeInTheDocument();

      reachable = true;
      await userEvent.setup({ delay: null }).click(within(failed).getByRole('button', { name: '重试' }));
      expect(await screen.findByText('合同已恢复')).toBeInTheDocument();
      expect(flaky).toHaveBeenCalledTimes(2);
    });
  });

  it('hides a fill whose `when` throws, leaving the others', async () => {
    await quietly(async (logged) => {
      await showLedger([
        filler(
          'alpha',
          ['ALPHA_VIEW'],
          [
            fillSlot(entrySide, {
              title: '条件出错',
              requires: ['ALPHA_VIEW'],
              when: () => {
                throw new Error('bad predicate');
              },
              load: loader(() => '不该显示'),
            }),
            fillSlot(entrySide, { title: '合同', requires: ['ALPHA_VIEW'], load: loader(() => '合同内容') }),
          ],
        ),
      ]);
      expect(await screen.findByText('合同内容')).toBeInTheDocument();
      expect(sections()).toEqual(['合同']);
      await waitFor(() => expect(logged).toHaveBeenCalled());
    });
  });
});

describe('page slots: the registry refuses at start, in Chinese', () => {
  const start =
    (...plugins: AtriumPlugin[]) =>
    () =>
      createTestContainer({ plugins });
  const load = loader(() => '');

  it('a slot declared twice, naming both plugins', () => {
    const again = definePlugin({
      id: 'copy',
      manifest: manifestOf('copy', []),
      views: {},
      pageSlots: [entrySide],
    });
    expect(start(ledger, again)).toThrow('页面插槽 ledger.entry.side 被 ledger 与 copy 重复声明');
  });

  it('a fill of a slot no registered plugin declares', () => {
    const stray = filler(
      'alpha',
      ['ALPHA_VIEW'],
      [fillSlot(entrySide, { title: '合同', requires: ['ALPHA_VIEW'], load })],
    );
    expect(start(stray)).toThrow(
      '插件 alpha 填充了页面插槽 ledger.entry.side（台账详情·关联内容），但没有已注册的插件声明它',
    );
    expect(start(ledger, stray)).not.toThrow();
  });

  it('a fill requiring a code its own manifest lacks (another area’s included)', () => {
    const borrowing = filler(
      'alpha',
      ['ALPHA_VIEW'],
      [fillSlot(entrySide, { title: '合同', requires: ['ALPHA_VIEW', 'LEDGER_VIEW'], load })],
    );
    expect(start(ledger, borrowing)).toThrow(
      '插件 alpha 对页面插槽 ledger.entry.side 的填充「合同」要求编码 LEDGER_VIEW，但它的清单中没有这个编码',
    );
  });

  it('takes a code the filler placed in a directory of an area it depends on', () => {
    const placed = definePlugin({
      id: 'beta',
      manifest: defineManifest({
        ...manifestOf('beta', []),
        dependsOn: ['ledger'],
        placements: [{ under: 'LEDGER_DIR', resources: [menu('BETA_PLACED', '放置的页面')] }],
      }),
      views: {},
      fills: [fillSlot(entrySide, { title: '合同', requires: ['BETA_PLACED'], load })],
    });
    expect(start(ledger, placed)).not.toThrow();
  });

  it('a fill naming no code at all', () => {
    const open = filler(
      'alpha',
      ['ALPHA_VIEW'],
      [fillSlot(entrySide, { title: '合同', requires: [] as unknown as [string], load })],
    );
    expect(start(ledger, open)).toThrow(
      '插件 alpha 对页面插槽 ledger.entry.side 的填充「合同」没有声明所需的权限编码',
    );
  });
});
