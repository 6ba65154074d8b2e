import type { ReactNode } from 'react';

/**
 * A table's scroll box, focusable and named, so a keyboard can reach and scroll a table wider
 * than the screen (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
