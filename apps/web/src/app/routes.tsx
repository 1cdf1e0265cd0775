import type { Role } from '@layout/model';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { ResetSuccessPage } from '../auth/ResetSuccessPage';
import { CreatorRoute } from '../pages/CreatorRoute';
import { EditorRoute } from '../pages/EditorRoute';
import { LearnPage } from '../pages/LearnPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ReceiveQueryParamsPage } from '../pages/ReceiveQueryParamsPage';
import { TermsPage } from '../pages/TermsPage';
import { EVERY_ROLE, RoleGuard } from './RoleGuard';

interface AppRoute {
  path: string;
  element: ReactNode;
  /** Who may open the page; without a list the page is open to anyone, signed in or not. */
  allowedRoles?: readonly Role[];
}

/**
 * The routes of spec 000 section 2. React Router ranks static segments above dynamic ones, so
 * '/learn' wins over '/:creatorName' and '/designs/:id' over '/:documentType/:id'.
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
  // '/designs/new' is '/designs/:id' with the id 'new': the editor starts a new design for it.
  { path: '/designs/:id', element: <EditorRoute documentType="designs" />, allowedRoles: EVERY_ROLE },
  { path: '/:documentType/:id', element: <EditorRoute />, allowedRoles: EVERY_ROLE },
  { path: '/:creatorName', element: <CreatorRoute />, allowedRoles: EVERY_ROLE },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return (
    <Routes>
      {APP_ROUTES.map(({ path, element, allowedRoles }) => (
        <Route
          key={path}
          path={path}
          element={allowedRoles ? <RoleGuard allowedRoles={allowedRoles}>{element}</RoleGuard> : element}
        />
      ))}
    </Routes>
  );
}
