import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Badge, Box, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@venue/domain/staff-roles';
import { venue } from '@venue/domain/venue';
import type { Locale } from '@venue/i18n/locales';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../components/language-menu.tsx';
import { LineIcon } from '../components/line-icon.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { notifyError } from '../components/notify.ts';
import { type PagePath, pageNames } from '../components/page-names.ts';
import { roleLabels } from '../components/role-labels.ts';
import { bookingKeys } from '../features/bookings/api/keys.ts';
import { useStaffSession } from './session/staff-session-context.ts';

/** The bell and the pulse load just after the first screen, outside the entry's budget. */
const LiveBookings = lazy(() =>
  import('../features/live/live-bookings.tsx').then((module) => ({
    default: module.LiveBookings,
  })),
);

type NavItem = { to: PagePath; roles: readonly StaffRole[]; icon?: ReactNode };

/** The lane board's mark: six lanes side by side. */
const laneBoardIcon = (
  <LineIcon size={16}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16M3 10h18" />
  </LineIcon>
);

/** Signing out: the power mark, the same in either reading direction. */
const signOutIcon = (
  <LineIcon size={16}>
    <path d="M12 3v8" />
    <path d="M6.3 6.3a8 8 0 1 0 11.4 0" />
  </LineIcon>
);

const navItems: readonly NavItem[] = [
  { to: '/admin/dashboard', roles: ['jana', 'reception'] },
  { to: '/admin/calendar', roles: ['jana', 'reception'] },
  { to: '/admin/board', roles: ['jana', 'reception'], icon: laneBoardIcon },
  { to: '/admin/jana', roles: ['jana', 'reception'] },
  { to: '/admin/add-user', roles: ['jana'] },
  { to: '/admin/manage-users', roles: ['jana'] },
  { to: '/admin/media-management', roles: ['jana'] },
  { to: '/admin/insights', roles: ['jana'] },
  { to: '/admin/hours', roles: ['jana', 'reception'] },
  { to: '/admin/settings', roles: ['jana', 'reception'] },
];

/**
 * The frame of every signed-in page: header with the staff name, the new-request sound toggle,
 * the language menu and Logout, role-based navigation. New requests refresh every page's bookings.
 */
export function StaffLayout() {
  const { t, i18n } = useLingui();
  const { staff, signOut, changeLocale } = useStaffSession();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = staff?.role ?? 'reception';
  const queryClient = useQueryClient();
  const refreshBookings = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    [queryClient],
  );

  function chooseLocale(locale: Locale) {
    changeLocale(locale).catch((error: unknown) => {
      console.error(error);
      notifyError(t`Your language choice could not be saved. Please try again.`);
    });
  }

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
        {/* On a phone the header keeps to one row: tighter edges and a smaller venue name. */}
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? t`Close navigation` : t`Open navigation`}
            />
            <Text fw={700} fz={{ base: 'md', xs: 'lg' }} style={{ whiteSpace: 'nowrap' }}>
              {venue.name}{' '}
              <Text span c="dimmed" fw={500} size="sm" visibleFrom="xs">
                <Trans>back-office</Trans>
              </Text>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text size="sm" fw={600} data-testid="staff-name" dir="auto">
                {staff?.name}
              </Text>
              <Badge size="xs" variant="light" color={role === 'jana' ? 'grape' : 'blue'}>
                {i18n._(roleLabels[role])}
              </Badge>
            </Stack>
            <Suspense fallback={<Box w={34} h={34} />}>
              <LiveBookings onBookingsChange={refreshBookings} />
            </Suspense>
            <LanguageMenu onChange={chooseLocale} />
            {/* On a phone the button shows its mark alone, so the header keeps to one row in Arabic too. */}
            <Button
              variant="default"
              size="xs"
              px={{ base: 8, xs: 'sm' }}
              loading={isSigningOut}
              onClick={logout}
              aria-label={t`Logout`}
              leftSection={signOutIcon}
              styles={{ section: { marginInlineEnd: 0 } }}
            >
              <Box component="span" visibleFrom="xs" ms={6}>
                <Trans>Logout</Trans>
              </Box>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t`Back-office`}>
        {navItems
          .filter((item) => item.roles.includes(role))
          .map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={i18n._(pageNames[item.to])}
              leftSection={item.icon}
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
