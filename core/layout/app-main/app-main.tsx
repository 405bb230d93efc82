import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { PageLoading } from '../../app/page-loading';
import { useCurrentView } from '../../routing/use-current-view';
import { viewComponentOf } from './view-component';

/** The main area: shows the current view. (Kept-alive views arrive with the tab bar.) */
export const AppMain = observer(function AppMain() {
  const current = useCurrentView();
  if (!current) return null;
  const View = viewComponentOf(current.viewRoute.record);
  return (
    <main className="atrium-app-main">
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </main>
  );
});
