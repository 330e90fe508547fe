import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
