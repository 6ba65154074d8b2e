/** The size and margins the dashboard's charts share, so one lines up under another. */
type ChartFrame = {
  readonly height: number;
  readonly width: number;
  readonly padding: { readonly top: number; readonly bottom: number; readonly left: number; readonly right: number };
};

const DESKTOP_FRAME: ChartFrame = { height: 300, width: 460, padding: { top: 28, bottom: 44, left: 60, right: 20 } };

/**
 * On a 390 px phone a card is about 316 px wide inside. The chart is drawn in a frame that wide,
 * so a unit is about a pixel there and no text of 12 units or more falls below 11 px, where the
 * desktop frame would shrink it to 8.
 */
const PHONE_FRAME: ChartFrame = { height: 290, width: 320, padding: { top: 28, bottom: 52, left: 52, right: 12 } };

export const chartFrame = (phone: boolean): ChartFrame => (phone ? PHONE_FRAME : DESKTOP_FRAME);

export const CHART_FONT = 'system-ui, sans-serif';

/** The smallest text in a chart, in chart units: 12 px on a desktop, 11.9 on a phone. */
export const SMALLEST_CHART_TEXT = 12;

/** The axes' look: a light line, and dark labels for categories, muted ones for values. */
export const AXIS_STYLE = {
  categories: {
    axis: { stroke: '#94a3b8' },
    tickLabels: { fill: '#1e293b', fontFamily: CHART_FONT, fontSize: 13 },
  },
  values: {
    axis: { stroke: '#94a3b8' },
    grid: { stroke: '#e2e8f0' },
    tickLabels: { fill: '#64748b', fontSize: SMALLEST_CHART_TEXT, fontFamily: CHART_FONT },
  },
};

/** A rate as the charts print it: 0.675 is '67.50%'. */
export const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/** What a chart says for a zone without a single attempt: no rate, rather than a 0% bar. */
export const NO_ATTEMPTS = '–';
