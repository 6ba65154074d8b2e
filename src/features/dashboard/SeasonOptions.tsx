/**
 * The season dropdown's options (docs/behaviour.md#seasons): with the 2023 season alone (or before
 * the seasons are known) '2023' and a disabled '2024 - Coming Soon'; otherwise every season the
 * data holds, each selectable.
 */
export function SeasonOptions({ seasons }: { seasons: readonly string[] | null }) {
  if (seasons === null || seasons.length === 0 || (seasons.length === 1 && seasons[0] === '2023')) {
    return (
      <>
        <option value="2023">2023</option>
        <option value="2024" disabled>
          2024 - Coming Soon
        </option>
      </>
    );
  }
  return (
    <>
      {seasons.map((season) => (
        <option key={season} value={season}>
          {season}
        </option>
      ))}
    </>
  );
}
