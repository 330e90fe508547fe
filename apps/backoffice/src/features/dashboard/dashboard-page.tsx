import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffRole } from '@venue/domain/staff-roles';
import { Link } from 'react-router';

type DashboardCard = {
  to: string;
  title: string;
  description: string;
  roles: readonly StaffRole[];
};

export const dashboardCards: readonly DashboardCard[] = [
  {
    to: '/admin/calendar',
    title: 'Reception Calendar',
    description: 'Bookings by day, at a glance.',
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/jana',
    title: "Jana's Dashboard",
    description: 'Review, approve and reject bookings.',
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/settings',
    title: 'Settings',
    description: 'Change your password.',
    roles: ['reception', 'jana'],
  },
  {
    to: '/admin/add-user',
    title: 'Add User',
    description: 'Create a staff account.',
    roles: ['jana'],
  },
  {
    to: '/admin/manage-users',
    title: 'Manage Users',
    description: 'Edit or remove staff accounts.',
    roles: ['jana'],
  },
  {
    to: '/admin/media-management',
    title: 'Media Management',
    description: 'Zone images and videos on the website.',
    roles: ['jana'],
  },
];

/** "Reception Dashboard" for reception, "Admin Dashboard" for the manager, with cards per role. */
export function DashboardPage({ staff }: { staff: { name: string; role: StaffRole } | null }) {
  const role = staff?.role ?? 'reception';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{role === 'reception' ? 'Reception Dashboard' : 'Admin Dashboard'}</Title>
        {staff ? (
          <Text c="dimmed">
            Welcome, <bdi>{staff.name}</bdi>.
          </Text>
        ) : null}
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
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {card.description}
                </Text>
              </Card>
            </li>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
