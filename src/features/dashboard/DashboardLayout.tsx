import type { ReactNode } from 'react';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

type DashboardLayoutProps = {
  title: string;
  subtitle: string;
  /** The signed-in user's name and the Log Out control come from the auth feature. */
  userName: ReactNode;
  logOut: ReactNode;
  children: ReactNode;
};

export function DashboardLayout({ title, subtitle, userName, logOut, children }: DashboardLayoutProps) {
  return (
    <div className="dashboard">
      <Header />
      <div className="dashboard__body">
        <Sidebar heading={userName} footer={logOut} />
        <main className="dashboard__main" aria-labelledby="view-title">
          <div className="dashboard__heading">
            <h1 id="view-title" className="dashboard__title">
              {title}
            </h1>
            <p className="dashboard__subtitle">{subtitle}</p>
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}
