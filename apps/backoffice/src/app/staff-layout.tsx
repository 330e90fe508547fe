import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffRole } from '@venue/domain/staff-roles';
import { staffRoleLabels } from '@venue/domain/staff-roles';
import { venue } from '@venue/domain/venue';
import { Suspense, useState } from 'react';
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useStaffSession } from './session/staff-session-context.ts';

type NavItem = { to: string; label: string; roles: readonly StaffRole[] };

const navItems: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', roles: ['jana', 'reception'] },
  { to: '/admin/calendar', label: 'Reception Calendar', roles: ['jana', 'reception'] },
  { to: '/admin/jana', label: "Jana's Dashboard", roles: ['jana', 'reception'] },
  { to: '/admin/add-user', label: 'Add User', roles: ['jana'] },
  { to: '/admin/manage-users', label: 'Manage Users', roles: ['jana'] },
  { to: '/admin/media-management', label: 'Media Management', roles: ['jana'] },
  { to: '/admin/settings', label: 'Settings', roles: ['jana', 'reception'] },
];

/** The frame of every signed-in page: header with the staff name and Logout, role-based navigation. */
export function StaffLayout() {
  const { staff, signOut } = useStaffSession();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = staff?.role ?? 'reception';

  async function logout() {
    setIsSigningOut(true);
    try {
      await signOut();
    } finally {
      setIsSigningOut(false);
      navigate('/admin', { replace: true });
    }
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
            />
            <Text fw={700} size="lg">
              {venue.name}{' '}
              <Text span c="dimmed" fw={500} size="sm" visibleFrom="xs">
                back-office
              </Text>
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text size="sm" fw={600} data-testid="staff-name" dir="auto">
                {staff?.name}
              </Text>
              <Badge size="xs" variant="light" color={role === 'jana' ? 'grape' : 'blue'}>
                {staffRoleLabels[role]}
              </Badge>
            </Stack>
            <Button variant="default" size="xs" loading={isSigningOut} onClick={logout}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Back-office">
        {navItems
          .filter((item) => item.roles.includes(role))
          .map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              onClick={close}
            />
          ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
