import { ROLES, type Role } from '@layout/model';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useRole } from '../session/store';

/** Every role: the editor routes are open to all of them (spec 000 section 2). */
export const EVERY_ROLE: readonly Role[] = ROLES;

/** A page opens only for its allowed roles; anyone else is sent to login (spec 000 section 2). */
export function RoleGuard({ allowedRoles, children }: { allowedRoles: readonly Role[]; children: ReactNode }) {
  const role = useRole();
  if (!allowedRoles.includes(role)) return <Navigate to="/auth/login" replace />;
  return children;
}
