import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { BookingsDesk } from '../features/bookings/bookings-desk.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

const MenuTab = lazy(() =>
  import('../features/content/menu/menu-tab.tsx').then((m) => ({ default: m.MenuTab })),
);
const FeedbackTab = lazy(() =>
  import('../features/content/feedback/feedback-tab.tsx').then((m) => ({
    default: m.FeedbackTab,
  })),
);
const BirthdayPackagesTab = lazy(() =>
  import('../features/content/birthday-packages/birthday-packages-tab.tsx').then((m) => ({
    default: m.BirthdayPackagesTab,
  })),
);
const OffersTab = lazy(() =>
  import('../features/content/offers/offers-tab.tsx').then((m) => ({ default: m.OffersTab })),
);
const PricesTab = lazy(() =>
  import('../features/content/prices/prices-tab.tsx').then((m) => ({ default: m.PricesTab })),
);
const FaqsTab = lazy(() =>
  import('../features/content/faqs/faqs-tab.tsx').then((m) => ({ default: m.FaqsTab })),
);

const managerTabs = [
  { value: 'menu', label: 'Manage Menu', Panel: MenuTab },
  { value: 'feedback', label: 'Manage Feedback', Panel: FeedbackTab },
  { value: 'birthday-packages', label: 'Manage Birthday Packages', Panel: BirthdayPackagesTab },
  { value: 'offers', label: 'Manage Offers', Panel: OffersTab },
  { value: 'prices', label: 'Manage Prices', Panel: PricesTab },
  { value: 'faqs', label: 'Manage FAQs', Panel: FaqsTab },
] as const;

/** The manager's title for /admin/jana; reception sees "Bookings Management" and only bookings. */
export const managerDashboardTitle = "Jana's Dashboard";

/** /admin/jana: the bookings desk for everyone, and the content tabs for the manager. */
export function JanaPage() {
  const { staff } = useStaffSession();
  const [searchParams, setSearchParams] = useSearchParams();

  if (staff?.role !== 'jana') {
    return (
      <Stack gap="md">
        <Title order={1}>Bookings Management</Title>
        <BookingsDesk />
      </Stack>
    );
  }

  const requested = searchParams.get('tab');
  const active = managerTabs.some((tab) => tab.value === requested)
    ? (requested as string)
    : 'bookings';

  return (
    <Stack gap="md">
      <Title order={1}>{managerDashboardTitle}</Title>
      <Tabs
        value={active}
        keepMounted={false}
        onChange={(value) => {
          setSearchParams(value && value !== 'bookings' ? { tab: value } : {}, { replace: true });
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="bookings">Manage Bookings</Tabs.Tab>
          {managerTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="bookings" pt="md">
          <BookingsDesk />
        </Tabs.Panel>
        {managerTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Suspense
              fallback={
                <Center py="xl" role="status">
                  <Loader aria-label="Loading" />
                </Center>
              }
            >
              <Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
