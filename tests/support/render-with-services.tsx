import { ServicesProvider } from '@core/di/services-context';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a component with the container, antd in Chinese and a router at `path`. */
export function renderWithServices(ui: ReactElement, options: { container: Container; path?: string }) {
  return render(
    <ServicesProvider container={options.container}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </ConfigProvider>
    </ServicesProvider>,
  );
}
