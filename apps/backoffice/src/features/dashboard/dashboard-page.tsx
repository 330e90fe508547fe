import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffRole } from '@venue/domain/staff-roles';
import { Link } from 'react-router';
import { type PagePath, pageNames } from '../../components/page-names.ts';

type DashboardCard = {
  to: PagePath;
  description: MessageDescriptor;
  roles: readonly StaffRole[];
};

export const dashboardCards: readonly DashboardCard[] = [
  {
    to: '/admin/calendar',
    description: msg`Bookings by day, at a glance.`,
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/jana',
    description: msg`Review, approve and reject bookings.`,
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/insights',
    description: msg`Your venue's numbers as charts, for any period.`,
    roles: ['jana'],
  },
  {
    to: '/admin/settings',
    description: msg`Change your password.`,
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/add-user',
    description: msg`Create a staff account.`,
    roles: ['jana'],
  },
  {
    to: '/admin/manage-users',
    description: msg`Edit or remove staff accounts.`,
    roles: ['jana'],
  },
  {
    to: '/admin/media-management',
    description: msg`Zone images and videos on the website.`,
    roles: ['jana'],
  },
];

function Welcome({ name }: { name: string }) {
  return (
    <Text c="dimmed">
      <Trans>
        Welcome, <bdi>{name}</bdi>.
      </Trans>
    </Text>
  );
}

/** "Reception Dashboard" for reception, "Admin Dashboard" for the manager, with cards per role. */
export function DashboardPage({ staff }: { staff: { name: string; role: StaffRole } | null }) {
  const { t, i18n } = useLingui();
  const role = staff?.role ?? 'reception';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {role === 'reception' ? t`Reception Dashboard` : t`Admin Dashboard`}
        </Title>
        {staff ? <Welcome name={staff.name} /> : null}
      </div>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {dashboardCards
          .filter((card) => card.roles.includes(role))
          .map((card) => (
            <li key={card.to}>
              <Card component={Link} to={card.to} withBorder padding="lg" h="100%">
                <Title order={2} size="h4">
                  {i18n._(pageNames[card.to])}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {i18n._(card.description)}
                </Text>
              </Card>
            </li>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
