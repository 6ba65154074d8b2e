import { lazy, memo } from 'react';
import { LazyCard } from './LazyCard';
import type { PanelProps } from './PanelBody';

const PanelBody = lazy(() =>
  import(/* webpackChunkName: "capture-panel" */ './PanelBody').then((module) => ({ default: module.PanelBody })),
);

/** Our match-day panel during the match (PanelBody.tsx), in a card closed until asked for. */
export const PanelCard = memo(function PanelCard(props: PanelProps) {
  return (
    <LazyCard className="panel-card" summary="Match-day panel">
      <PanelBody {...props} />
    </LazyCard>
  );
});
