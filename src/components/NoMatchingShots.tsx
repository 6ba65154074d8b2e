/**
 * What a view shows when the filter leaves nothing: it says so and offers to take the filter away,
 * rather than a spinner or a text that leaves the user wondering whether data is still coming.
 */
export function NoMatchingShots({ onClear }: { onClear: () => void }) {
  return (
    <div className="empty-state empty-state--filtered">
      <p className="empty-state__text">No shots match these filters.</p>
      <button type="button" className="button button--small" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
