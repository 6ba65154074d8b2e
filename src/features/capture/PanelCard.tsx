import { lazy, memo, Suspense, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import type { PanelProps } from './PanelBody';

/**
 * What the panel card does is needed only once it is opened, so its code is a chunk of its own,
 * loaded then (and kept by the service worker for use offline): the capture screen's first load
 * stays within its budget (docs/performance.md).
 */
const PanelBody = lazy(() =>
  import(/* webpackChunkName: "capture-panel" */ './PanelBody').then((module) => ({ default: module.PanelBody })),
);

/** Our match-day panel during the match (PanelBody.tsx), in a card closed until asked for. */
export const PanelCard = memo(function PanelCard(props: PanelProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="card panel-card"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Match-day panel</summary>
      {opened && (
        <Suspense fallback={<Spinner label="Loading the panel" />}>
          <PanelBody {...props} />
        </Suspense>
      )}
    </details>
  );
});
