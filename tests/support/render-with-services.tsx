import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { NavigationBridge } from '@core/app/navigation-bridge';
import { DataProvider } from '@core/data/data-provider';
import { ServicesProvider } from '@core/di/services-context';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a component with the container, antd in Chinese, a router at `path` (under `basename`) and the data layer
 * (the container's query client: a fresh cache per test container).
 *
 * antd's styles are generated but not put into the document (`mock="server"`, as when rendering on a
 * server): jsdom resolves every `getComputedStyle` — which each role query calls to decide visibility —
 * against every stylesheet, and antd's thousands of rules made one query cost seconds. What hides an
 * element in these tests is then what React renders (unmounting, `hidden`, inline styles), not CSS.
 */
export function renderWithServices(
  ui: ReactElement,
  options: {
    container: Container;
    /** The console's path (without the basename); '/' by default. */
    path?: string;
    /** Where the console's routes live in the page's URL, as in a host shell ('/host-demo/console'). */
    basename?: string;
  },
) {
  return render(
    <StyleProvider cache={createCache()} mock="server">
      <ServicesProvider container={options.container}>
        <ConfigProvider
          locale={zhCN}
          button={{ autoInsertSpace: false }}
          theme={{ token: { motion: false } }}
        >
          <MemoryRouter
            basename={options.basename}
            initialEntries={[`${options.basename ?? ''}${options.path ?? '/'}`]}
          >
            <NavigationBridge />
            <DataProvider>{ui}</DataProvider>
          </MemoryRouter>
        </ConfigProvider>
      </ServicesProvider>
    </StyleProvider>,
  );
}
