import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { ScoringZoneEfficiency } from '../../../contract/answers';
import { AXIS_STYLE, CHART_FONT, CHART_FRAME, percent } from './chartFrame';

type Bar = { zone: string; rate: number };

/** Success rate inside versus outside the scoring zone, on a 0-100% axis (docs/behaviour.md#zone-chart). */
export default function ScoringZoneChart({ efficiency, team }: { efficiency: ScoringZoneEfficiency; team: string }) {
  const bars: Bar[] = [
    { zone: 'Inside Scoring Zone', rate: efficiency.inside_scoring_zone.success_rate },
    { zone: 'Outside Scoring Zone', rate: efficiency.outside_scoring_zone.success_rate },
  ];
  const summary = bars.map((bar) => `${bar.zone} ${percent(bar.rate)}`).join(', ');
  return (
    <VictoryChart
      domain={{ y: [0, 100] }}
      domainPadding={{ x: 90 }}
      {...CHART_FRAME}
      containerComponent={
        <VictoryContainer
          title={`${team}: success rate by scoring zone`}
          desc={summary}
          style={{ width: '100%', height: 'auto' }}
        />
      }
    >
      <VictoryAxis
        style={{ ...AXIS_STYLE.categories, tickLabels: { ...AXIS_STYLE.categories.tickLabels, fontSize: 13 } }}
      />
      <VictoryAxis
        dependentAxis
        tickValues={[0, 25, 50, 75, 100]}
        tickFormat={(tick: number) => `${tick}%`}
        style={AXIS_STYLE.values}
      />
      <VictoryBar
        data={bars.map((bar) => ({ x: bar.zone, y: bar.rate * 100 }))}
        barWidth={90}
        cornerRadius={{ top: 6 }}
        labels={({ datum }: { datum: { y: number } }) => `${datum.y.toFixed(2)}%`}
        style={{
          data: { fill: ({ index }) => (index === 0 ? '#15803d' : '#0072b2') },
          labels: { fill: '#1e293b', fontSize: 14, fontWeight: 700, fontFamily: CHART_FONT },
        }}
      />
    </VictoryChart>
  );
}
