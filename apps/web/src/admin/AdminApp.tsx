import type { AdminSettings } from '@soul/contracts';
import { CoreAdminContext, CoreAdminUI, memoryStore, Resource, type I18nProvider } from 'ra-core';
import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { AdminDataProvider } from './data-provider.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { SettingsContext } from './layout/settings-context.ts';
import { ReviewList } from './reviews/ReviewList.tsx';
import { VendorList } from './vendors/VendorList.tsx';

/**
 * The back office (issue 21) on ra-core, the headless core of react-admin:
 * its routing, data hooks, list and mutation controllers and notifications,
 * with our own Tailwind components on the storefront's tokens. A screen is a
 * `<Resource>` whose list/edit components use ra-core's controllers.
 */
export function AdminApp({
  settings,
  dataProvider,
  i18nProvider,
}: {
  settings: AdminSettings;
  dataProvider: AdminDataProvider;
  i18nProvider: I18nProvider;
}) {
  // List filters and sorting live for the tab only (a new visit starts from each screen's defaults).
  const store = useMemo(() => memoryStore(), []);
  return (
    <SettingsContext value={settings}>
      {/* Real paths (/admin/reviews), not ra-core's default hash router: the server serves every path below the base. */}
      <BrowserRouter>
        <Routes>
          <Route
            path={`${settings.basePath}/*`}
            element={
              <CoreAdminContext basename={settings.basePath} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
                {/* No telemetry: ra-core would otherwise call marmelab.com from the shop's back office. */}
                <CoreAdminUI
                  layout={AdminLayout}
                  dashboard={Dashboard}
                  catchAll={NotFound}
                  title={settings.user.displayName}
                  disableTelemetry
                >
                  <Resource name="reviews" list={ReviewList} />
                  <Resource name="vendors" list={VendorList} />
                </CoreAdminUI>
              </CoreAdminContext>
            }
          />
        </Routes>
      </BrowserRouter>
    </SettingsContext>
  );
}
