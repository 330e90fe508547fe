import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

/** /admin/dashboard: the dashboard feature, given the signed-in staff member by the app. */
export function DashboardRoute() {
  const { staff } = useStaffSession();
  return <DashboardPage staff={staff} />;
}
