/** The size and margins both attacking charts share, so one lines up under the other. */
export const CHART_FRAME = { height: 300, width: 460, padding: { top: 28, bottom: 44, left: 60, right: 20 } };

export const CHART_FONT = 'system-ui, sans-serif';

/** The axes' look: a light line, and dark labels for categories, muted ones for values. */
export const AXIS_STYLE = {
  categories: { axis: { stroke: '#94a3b8' }, tickLabels: { fill: '#1e293b', fontFamily: CHART_FONT } },
  values: {
    axis: { stroke: '#94a3b8' },
    grid: { stroke: '#e2e8f0' },
    tickLabels: { fill: '#64748b', fontSize: 12, fontFamily: CHART_FONT },
  },
};

/** A rate as the charts print it: 0.675 is '67.50%'. */
export const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;
