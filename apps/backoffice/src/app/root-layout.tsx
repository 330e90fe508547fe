import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

export function RootLayout() {
  return (
    <Container component="main" size="sm" py="xl">
      <Outlet />
    </Container>
  );
}
