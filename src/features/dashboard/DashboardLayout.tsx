import { useEffect, useRef, type ReactNode } from 'react';
import { CONTENT_ID } from '../../components/SkipLink';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useSidebarOverlay } from './useSidebarOverlay';

type DashboardLayoutProps = {
  title: string;
  subtitle: string;
  /** The signed-in user's name and the Log Out control come from the auth feature. */
  userName: ReactNode;
  logOut: ReactNode;
  /** The data source choice, from the squads feature (see Sidebar). */
  dataSource: (afterChoice: () => void) => ReactNode;
  /** What a choice in the sidebar does besides itself (a page other than the dashboard goes to it). */
  afterChoice?: () => void;
  /** The sidebar's season and team, which only the dashboard shows. */
  teamChoice?: boolean;
  children: ReactNode;
};

export function DashboardLayout({
  title,
  subtitle,
  userName,
  logOut,
  dataSource,
  afterChoice,
  teamChoice,
  children,
}: DashboardLayoutProps) {
  const overlayOpen = useSidebarOverlay();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  useEffect(() => {
    // A new view: the focus goes to its heading, so a keyboard or screen reader starts there.
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);

  return (
    <div className="dashboard">
      <Header />
      <div className="dashboard__body">
        <Sidebar
          heading={userName}
          dataSource={dataSource}
          footer={logOut}
          afterChoice={afterChoice}
          teamChoice={teamChoice}
        />
        {overlayOpen && <div className="sidebar-backdrop" aria-hidden="true" />}
        <main
          id={CONTENT_ID}
          tabIndex={-1}
          className="dashboard__main"
          aria-labelledby="view-title"
          inert={overlayOpen}
        >
          <div className="dashboard__heading">
            <h1 id="view-title" ref={heading} tabIndex={-1} className="dashboard__title">
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
