import type { Role } from '@layout/model';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { CreatorRoute } from '../pages/CreatorRoute';
import { EditorRoute } from '../pages/EditorRoute';
import { EVERY_ROLE, RoleGuard } from './RoleGuard';

/** Designers and admins: their sales. */
const CREATOR_ROLES: readonly Role[] = ['designer', 'admin'];
/** Every account that is signed in: their orders. */
const SIGNED_IN_ROLES: readonly Role[] = ['user', 'designer', 'admin'];
/** Admins: the orders inbox, the products' print colours. */
const ADMIN_ROLES: readonly Role[] = ['admin'];

/**
 * A page loaded on first visit. The editor is what most visits open, so the account and text
 * pages stay out of the JavaScript it waits for (the editor itself is lazy in EditorRoute).
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, never during a render
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Center h="100vh">
            <Loader aria-label="Loading the page" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

const LoginPage = lazyPage(() => import('../auth/LoginPage').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../auth/RegisterPage').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyPage(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const ResetSuccessPage = lazyPage(() => import('../auth/ResetSuccessPage').then((m) => m.ResetSuccessPage));
const ReceiveQueryParamsPage = lazyPage(() => import('../pages/ReceiveQueryParamsPage').then((m) => m.ReceiveQueryParamsPage));
const TermsPage = lazyPage(() => import('../pages/TermsPage').then((m) => m.TermsPage));
const LearnPage = lazyPage(() => import('../pages/LearnPage').then((m) => m.LearnPage));
const SalesPage = lazyPage(() => import('../pages/SalesPage').then((m) => m.SalesPage));
const CheckoutPage = lazyPage(() => import('../pages/CheckoutPage').then((m) => m.CheckoutPage));
const OrderPage = lazyPage(() => import('../orders/OrderPage').then((m) => m.OrderPage));
const MyOrdersPage = lazyPage(() => import('../orders/MyOrdersPage').then((m) => m.MyOrdersPage));
const OrdersInboxPage = lazyPage(() => import('../orders/OrdersInboxPage').then((m) => m.OrdersInboxPage));
const PrintColoursPage = lazyPage(() => import('../admin/PrintColoursPage').then((m) => m.PrintColoursPage));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));

interface AppRoute {
  path: string;
  element: ReactNode;
  /** Who may open the page; without a list the page is open to anyone, signed in or not. */
  allowedRoles?: readonly Role[];
}

/**
 * The routes of spec 000 section 2. React Router ranks static segments above dynamic ones, so
 * '/learn' wins over '/:creatorName' (no creator may take such a name: the model's
 * RESERVED_PAGE_NAMES). The spec's '/:documentType/:id' is served for its two document
 * types only ('/designs/:id', '/templates/:id'); '/foo/bar' is not found (spec 001 section 2.1).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', element: <EditorRoute startNewDesign />, allowedRoles: EVERY_ROLE },
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/auth/register', element: <RegisterPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/reset-password/success', element: <ResetSuccessPage /> },
  { path: '/receive-query-params', element: <ReceiveQueryParamsPage /> },
  { path: '/terms-and-conditions', element: <TermsPage /> },
  { path: '/learn', element: <LearnPage /> },
  { path: '/sales', element: <SalesPage />, allowedRoles: CREATOR_ROLES },
  // The built-in test provider's page; it sends a guest to log in and back itself (RoleGuard would not bring them back).
  { path: '/checkout/:checkoutId', element: <CheckoutPage /> },
  // Layout's own order page (the default ORDER_URL): open to every role, as it signs the customer in with the hand-off's token itself.
  { path: '/orders/new', element: <OrderPage /> },
  { path: '/orders', element: <MyOrdersPage />, allowedRoles: SIGNED_IN_ROLES },
  { path: '/admin/orders', element: <OrdersInboxPage />, allowedRoles: ADMIN_ROLES },
  { path: '/admin/print-colours', element: <PrintColoursPage />, allowedRoles: ADMIN_ROLES },
  // '/designs/new' is '/designs/:id' with the id 'new': the editor starts a new design for it.
  { path: '/designs/:id', element: <EditorRoute documentType="designs" />, allowedRoles: EVERY_ROLE },
  // A template opened for editing. Any other two-segment path is not a document: Page Not Found.
  { path: '/templates/:id', element: <EditorRoute documentType="templates" />, allowedRoles: EVERY_ROLE },
  { path: '/:creatorName', element: <CreatorRoute />, allowedRoles: EVERY_ROLE },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return (
    <Routes>
      {APP_ROUTES.map(({ path, element, allowedRoles }) => (
        <Route key={path} path={path} element={allowedRoles ? <RoleGuard allowedRoles={allowedRoles}>{element}</RoleGuard> : element} />
      ))}
    </Routes>
  );
}
