import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { StaffSessionProvider } from './session/staff-session-provider.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <StaffSessionProvider>
        <RouterProvider router={router} />
      </StaffSessionProvider>
    </AppProviders>
  );
}
