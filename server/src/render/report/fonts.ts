/**
 * The fonts a report's PDF and share image are set in: DejaVu Sans, shipped with the app as an npm
 * package (`dejavu-fonts-ttf`, its licence inside), so nothing is fetched and no system font is
 * needed. The images' text widths are measured for DejaVu Sans as well (render/svg.ts).
 */
export const REPORT_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
