import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { pageNames } from '../components/page-names.ts';
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
  { value: 'menu', label: msg`Manage Menu`, Panel: MenuTab },
  { value: 'feedback', label: msg`Manage Feedback`, Panel: FeedbackTab },
  {
    value: 'birthday-packages',
    label: msg`Manage Birthday Packages`,
    Panel: BirthdayPackagesTab,
  },
  { value: 'offers', label: msg`Manage Offers`, Panel: OffersTab },
  { value: 'prices', label: msg`Manage Prices`, Panel: PricesTab },
  { value: 'faqs', label: msg`Manage FAQs`, Panel: FaqsTab },
] as const;

/** /admin/jana: the bookings desk for everyone, and the content tabs for the manager. */
export function JanaPage() {
  const { t, i18n } = useLingui();
  const { staff } = useStaffSession();
  const [searchParams, setSearchParams] = useSearchParams();

  if (staff?.role !== 'jana') {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Bookings Management`}</Title>
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
      <Title order={1}>{i18n._(pageNames['/admin/jana'])}</Title>
      <Tabs
        value={active}
        keepMounted={false}
        onChange={(value) => {
          setSearchParams(value && value !== 'bookings' ? { tab: value } : {}, { replace: true });
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="bookings">{t`Manage Bookings`}</Tabs.Tab>
          {managerTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
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
                  <Loader aria-label={t`Loading`} />
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
