import { Suspense, useId, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

/**
 * A card closed until asked for, whose content (a React.lazy component) is rendered, and so its
 * code loaded, only once it is first opened: the capture screen's first load carries none of it
 * (docs/performance.md), and the service worker keeps its chunk for use offline.
 */
export function LazyCard({
  className,
  summary,
  children,
}: {
  className: string;
  summary: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  // A details element takes no name from its summary: named by it, the card is a group found by name.
  const summaryId = useId();
  return (
    <details
      className={`card ${className}`}
      aria-labelledby={summaryId}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary id={summaryId}>{summary}</summary>
      {opened && <Suspense fallback={<Spinner label={`Loading: ${summary}`} />}>{children}</Suspense>}
    </details>
  );
}
