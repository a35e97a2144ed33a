import type { AccountSection } from '@soul/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useAccount } from './account-context.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { Loading } from './ui/Loading.tsx';

// Each screen is its own chunk: the island's first chunk stays small.
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const OrdersPage = lazy(() => import('./orders/OrdersPage.tsx'));
const OrderDetailPage = lazy(() => import('./orders/OrderDetailPage.tsx'));
const SubscriptionsPage = lazy(() => import('./subscriptions/SubscriptionsPage.tsx'));
const SubscriptionDetailPage = lazy(() => import('./subscriptions/SubscriptionDetailPage.tsx'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage.tsx'));
const PaymentDetailPage = lazy(() => import('./payments/PaymentDetailPage.tsx'));
const InvoicesPage = lazy(() => import('./invoices/InvoicesPage.tsx'));
const ProductsPage = lazy(() => import('./products/ProductsPage.tsx'));
const ProfilePage = lazy(() => import('./profile/ProfilePage.tsx'));
const PointsPage = lazy(() => import('./points/PointsPage.tsx'));
const DigitalPurchasesPage = lazy(() => import('./downloads/DigitalPurchasesPage.tsx'));
const SettingsPage = lazy(() => import('./settings/SettingsPage.tsx'));
const ContactPage = lazy(() => import('./contact/ContactPage.tsx'));
const AffiliatePage = lazy(() => import('./referrals/AffiliatePage.tsx'));
const ReferPage = lazy(() => import('./referrals/ReferPage.tsx'));
const VendorPage = lazy(() => import('./vendors/VendorPage.tsx'));
const VendorsAdminPage = lazy(() => import('./vendors/VendorsAdminPage.tsx'));
const DocumentsPage = lazy(() => import('./documents/DocumentsPage.tsx'));
const CompanyUsersPage = lazy(() => import('./company/CompanyUsersPage.tsx'));
const BulkOrderPage = lazy(() => import('./company/BulkOrderPage.tsx'));
const ReportsPage = lazy(() => import('./reports/ReportsPage.tsx'));
const LogsPage = lazy(() => import('./logs/LogsPage.tsx'));
const StatisticsPage = lazy(() => import('./statistics/StatisticsPage.tsx'));

/** '/orders/' and '/orders' are the same screen: drop a trailing slash in place. */
function TrailingSlash() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (location.length > 1 && location.endsWith('/')) navigate(location.replace(/\/+$/, '') || '/', { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * The screens below the island's basePath (the server serves the same page
 * for every path under it, so deep links work). A section the server did
 * not list for this user is not found, like an unknown path.
 */
export function AccountRoutes() {
  const { props } = useAccount();
  const has = (section: AccountSection) => props.sections.includes(section);
  return (
    <>
      <TrailingSlash />
      <Suspense fallback={<Loading />}>
        <Switch>
          {has('dashboard') ? <Route path="/" component={Dashboard} /> : null}
          {has('orders') ? <Route path="/orders" component={OrdersPage} /> : null}
          {has('orders') ? <Route path="/orders/:id" component={OrderDetailPage} /> : null}
          {has('subscriptions') ? <Route path="/subscriptions" component={SubscriptionsPage} /> : null}
          {has('subscriptions') ? <Route path="/subscriptions/:id" component={SubscriptionDetailPage} /> : null}
          {has('payments') ? <Route path="/payments" component={PaymentsPage} /> : null}
          {has('payments') ? <Route path="/payments/:id" component={PaymentDetailPage} /> : null}
          {has('invoices') ? <Route path="/invoices" component={InvoicesPage} /> : null}
          {has('products') ? <Route path="/products" component={ProductsPage} /> : null}
          {has('points') ? <Route path="/points" component={PointsPage} /> : null}
          {has('downloads') ? <Route path="/downloads" component={DigitalPurchasesPage} /> : null}
          {has('profile') ? <Route path="/profile" component={ProfilePage} /> : null}
          {has('settings') ? <Route path="/settings" component={SettingsPage} /> : null}
          {has('affiliate') ? <Route path="/affiliate" component={AffiliatePage} /> : null}
          {has('refer') ? <Route path="/refer" component={ReferPage} /> : null}
          {has('contact') ? <Route path="/contact" component={ContactPage} /> : null}
          {has('vendor') ? <Route path="/vendor" component={VendorPage} /> : null}
          {has('vendors') ? <Route path="/vendors" component={VendorsAdminPage} /> : null}
          {has('documents') ? <Route path="/documents" component={DocumentsPage} /> : null}
          {has('users') ? <Route path="/users" component={CompanyUsersPage} /> : null}
          {has('bulk-order') ? <Route path="/bulk-order" component={BulkOrderPage} /> : null}
          {has('reports') ? <Route path="/reports" component={ReportsPage} /> : null}
          {has('logs') ? <Route path="/logs" component={LogsPage} /> : null}
          {has('statistics') ? <Route path="/statistics" component={StatisticsPage} /> : null}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </>
  );
}
