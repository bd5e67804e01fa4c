import { Outlet } from 'react-router-dom';
import { DefaultLayout } from '@/app/layouts';

export function DefaultShell() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
