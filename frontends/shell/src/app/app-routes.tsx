import { Route, Routes } from 'react-router';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RemotePage } from '../features/remotes/components/remote-page';
import { REMOTE_ROUTES } from '../features/remotes/remote-routes';

/** The route table of spec 1 §2: the shell's own pages, the remotes' pages, and the 404 for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
