import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../di/services-context';
import { useCurrentView } from '../routing/use-current-view';
import { SettingsStore } from '../stores/settings-store';
import { AppMain } from './app-main/app-main';
import { FixedBar } from './fixed-bar/fixed-bar';
import './layout.css';
import { Navbar } from './navbar/navbar';
import { SettingsDrawer } from './settings-drawer/settings-drawer';
import { Sidebar } from './sidebar/sidebar';
import { TagsView } from './tags-view/tags-view';

/** The shell around every signed-in page: fixed bar, sidebar, navbar, tabs and the main area. */
const Layout = observer(function Layout() {
  const settings = useService(SettingsStore);
  const current = useCurrentView();
  const title = current?.viewRoute.record.meta.title;

  useEffect(() => {
    document.title = title ? `${title} - 管理端` : '管理端';
  }, [title]);

  return (
    <div className="atrium-layout">
      <FixedBar />
      <Sidebar />
      <div className="atrium-layout__body">
        <header
          className={
            settings.fixedHeader
              ? 'atrium-layout__header atrium-layout__header--fixed'
              : 'atrium-layout__header'
          }
        >
          <Navbar />
          {settings.tagsView && <TagsView />}
        </header>
        <AppMain />
      </div>
      <SettingsDrawer />
    </div>
  );
});

export default Layout;
