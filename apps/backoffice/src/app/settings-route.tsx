import { SecondFactorSection } from '../features/auth/second-factor-section.tsx';
import { EraseCustomerSection } from '../features/settings/erase-customer-section.tsx';
import { ReminderSettingsSection } from '../features/settings/reminder-settings-section.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { SitePublishSection } from '../features/settings/site-publish-section.tsx';
import { VenueAddressSection } from '../features/settings/venue-address-section.tsx';
import { VenueWhatsAppSection } from '../features/settings/venue-whatsapp-section.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

/**
 * /admin/settings: everyone's password change and two-step sign-in, and for the manager the
 * venue's WhatsApp number and address, the reminders' hours before a visit, the public site's
 * publishing, and the erasure of a customer.
 */
export function SettingsRoute() {
  const { staff } = useStaffSession();
  return (
    <SettingsPage>
      {staff ? (
        <SecondFactorSection
          hasSecondFactor={staff.hasSecondFactor}
          secondFactorRequired={staff.secondFactorRequired}
          isManager={staff.role === 'jana'}
        />
      ) : null}
      {staff?.role === 'jana' ? (
        <>
          <VenueWhatsAppSection />
          <VenueAddressSection />
          <ReminderSettingsSection />
          <SitePublishSection />
          <EraseCustomerSection />
        </>
      ) : null}
    </SettingsPage>
  );
}
