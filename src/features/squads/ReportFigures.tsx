/** The report's figures, each a term and its count, in a row of tiles. */
export function ReportFigures({ figures }: { figures: ReadonlyArray<readonly [label: string, value: number]> }) {
  return (
    <dl className="import-report__figures">
      {figures.map(([label, value]) => (
        <div key={label} className="import-report__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
