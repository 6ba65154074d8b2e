import { memo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { ArcZone, ArcZoneEfficiency } from '../../../contract/answers';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useIsPhone } from '../../components/useMediaQuery';
import {
  AXIS_STYLE,
  CHART_FONT,
  chartFrame,
  NO_ATTEMPTS,
  percent,
  SMALLEST_CHART_TEXT,
} from '../../components/chartFrame';

const twoDecimals = (value: number) => value.toFixed(2);

type Zone = { label: string; zone: ArcZone; colour: string };

/** A zone's rate or points per shot, or '–' when it had no attempt: an empty zone has no rate. */
const figure = (zone: ArcZone, value: number, format: (value: number) => string) =>
  zone.attempts === 0 ? NO_ATTEMPTS : format(value);

/** The zones a season has: inside and outside the arc and goal attempts, or before 2025 point and goal attempts. */
export function zonesOf(efficiency: ArcZoneEfficiency): Zone[] {
  const goal = { label: 'Goal attempts', zone: efficiency.goal_attempts, colour: '#b45309' };
  if (efficiency.outside_arc === null) {
    return [{ label: 'Point attempts', zone: efficiency.inside_arc, colour: '#15803d' }, goal];
  }
  return [
    { label: 'Inside the arc', zone: efficiency.inside_arc, colour: '#15803d' },
    { label: 'Outside the arc (kicked)', zone: efficiency.outside_arc, colour: '#0072b2' },
    goal,
  ];
}

/**
 * Points per shot by the zones the scoring rules know (docs/behaviour.md#arc-zones), each bar
 * labelled with its success rate, and the figures in a table beneath: attempts, scores, success
 * rate and points per shot.
 */
function ArcZoneChart({ efficiency, team }: { efficiency: ArcZoneEfficiency; team: string }) {
  const phone = useIsPhone();
  const zones = zonesOf(efficiency);
  // On a phone three names side by side would run into each other: each breaks after its first word.
  const category = (label: string) => (phone ? label.replace(' ', '\n').replace(' (', '\n(') : label);
  const highest = Math.max(1, ...zones.map(({ zone }) => zone.points_per_shot));
  const top = Math.ceil(highest * 2) / 2;
  const summary = zones
    .map(({ label, zone }) =>
      zone.attempts === 0
        ? `${label} no attempts`
        : `${label} ${twoDecimals(zone.points_per_shot)} points per shot, ${percent(zone.success_rate)}`,
    )
    .join('; ');
  const barWidth = zones.length === 2 ? (phone ? 70 : 90) : phone ? 48 : 70;
  return (
    <div className="arc-zones">
      <VictoryChart
        domain={{ y: [0, top] }}
        domainPadding={{ x: zones.length === 2 ? barWidth : barWidth - 10 }}
        {...chartFrame(phone)}
        containerComponent={
          <VictoryContainer
            title={`${team}: points per shot by zone`}
            desc={summary}
            style={{ width: '100%', height: 'auto' }}
          />
        }
      >
        <VictoryAxis
          tickFormat={category}
          style={{
            ...AXIS_STYLE.categories,
            tickLabels: { ...AXIS_STYLE.categories.tickLabels, fontSize: SMALLEST_CHART_TEXT },
          }}
        />
        <VictoryAxis
          dependentAxis
          label="Points per shot"
          tickFormat={(tick: number) => tick.toFixed(1)}
          style={{
            ...AXIS_STYLE.values,
            axisLabel: { fill: '#64748b', fontSize: SMALLEST_CHART_TEXT, padding: 36, fontFamily: CHART_FONT },
          }}
        />
        <VictoryBar
          data={zones.map(({ label, zone, colour }) => ({
            x: label,
            y: zone.points_per_shot,
            text:
              zone.attempts === 0
                ? NO_ATTEMPTS
                : `${twoDecimals(zone.points_per_shot)}${phone ? '\n' : ' · '}${percent(zone.success_rate)}`,
            colour,
          }))}
          barWidth={barWidth}
          cornerRadius={{ top: 6 }}
          labels={({ datum }: { datum: { text: string } }) => datum.text}
          style={{
            data: { fill: ({ datum }: { datum?: { colour?: string } }) => datum?.colour ?? '#15803d' },
            labels: { fill: '#1e293b', fontSize: 13, fontWeight: 700, fontFamily: CHART_FONT },
          }}
        />
      </VictoryChart>
      <ScrollRegion label={`${team}: shots by zone`}>
        <table className="table arc-zones__table">
          <caption className="visually-hidden">{`${team}: shots by zone`}</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col" className="table__numeric">
                Attempts
              </th>
              <th scope="col" className="table__numeric">
                Scores
              </th>
              <th scope="col" className="table__numeric">
                Success rate
              </th>
              <th scope="col" className="table__numeric">
                Points per shot
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map(({ label, zone }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="table__numeric">{zone.attempts}</td>
                <td className="table__numeric">{zone.scores}</td>
                <td className="table__numeric">{figure(zone, zone.success_rate, percent)}</td>
                <td className="table__numeric">{figure(zone, zone.points_per_shot, twoDecimals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

// Memoised as ScoringZoneChart is, for the same reason.
export default memo(ArcZoneChart);
