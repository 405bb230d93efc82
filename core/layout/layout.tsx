import { observer } from 'mobx-react-lite';
import { useDocumentTitle } from '../app/console-embedding';
import { DataProvider } from '../data/data-provider';
import { useService } from '../di/services-context';
import { useCurrentView } from '../routing/use-current-view';
import { AppStore } from '../stores/app-store';
import { SessionStore } from '../stores/session-store';
import { SettingsStore } from '../stores/settings-store';
import { AppMain } from './app-main/app-main';
import './date-locale';
import { FixedBar } from './fixed-bar/fixed-bar';
import { ChangePasswordDialog, SettingsDrawer } from './lazy/shell-dialogs';
import './layout.css';
import { Navbar } from './navbar/navbar';
import { settingsDrawerState } from './settings-drawer/settings-drawer-state';
import { Sidebar } from './sidebar/sidebar';
import { SkipLink } from './skip-link/skip-link';
import { TagsView } from './tags-view/tags-view';
import { useViewPrefetch } from './view-prefetch/use-view-prefetch';

/** The shell around every signed-in page: fixed bar, sidebar, navbar, tabs and the main area. */
const Layout = observer(function Layout() {
  const settings = useService(SettingsStore);
  const session = useService(SessionStore);
  const app = useService(AppStore);
  const current = useCurrentView();
  const title = current?.viewRoute.record.meta.title;
  // Pointing at or focusing a link to a view (a menu item, an area, a navbar link) loads its code.
  const prefetch = useViewPrefetch();

  useDocumentTitle(title ? `${title} - 管理端` : '管理端');

  return (
    <DataProvider>
      <div className="atrium-layout" {...prefetch}>
        <SkipLink />
        {/* On a phone the fixed bar's entries head the sidebar drawer instead. */}
        {app.device === 'desktop' && <FixedBar />}
        <Sidebar />
        <div
          className={
            settings.fixedHeader
              ? 'atrium-layout__body'
              : 'atrium-layout__body atrium-layout__body--header-scrolls'
          }
        >
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
          {/* Behind the forced password change, no page loads what the server refuses until then. */}
          {session.passwordExpired ? <main className="atrium-app-main" /> : <AppMain />}
        </div>
        <SettingsDrawer open={settingsDrawerState.open} />
        {/* A password past 90 days must be changed before anything else (spec §5; we enforce). */}
        <ChangePasswordDialog open={session.passwordExpired} forced onClose={() => undefined} />
      </div>
    </DataProvider>
  );
});

export default Layout;
