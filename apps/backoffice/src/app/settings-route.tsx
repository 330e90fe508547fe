import { EraseCustomerSection } from '../features/settings/erase-customer-section.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

/** /admin/settings: everyone's password change, and for the manager the erasure of a customer. */
export function SettingsRoute() {
  const { staff } = useStaffSession();
  return <SettingsPage>{staff?.role === 'jana' ? <EraseCustomerSection /> : null}</SettingsPage>;
}
