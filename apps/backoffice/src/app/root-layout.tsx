import { Outlet } from 'react-router';

/** The root of every route; the signed-in pages add their own layout under the staff guard. */
export function RootLayout() {
  return <Outlet />;
}
