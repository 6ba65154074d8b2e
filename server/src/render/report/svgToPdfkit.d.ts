/** The part of svg-to-pdfkit's API the report's PDF uses (the package ships no types). */
declare module 'svg-to-pdfkit' {
  type Options = {
    width?: number;
    height?: number;
    /** Treat the SVG's unitless numbers as points, so a 720-wide chart keeps its proportions. */
    assumePt?: boolean;
    preserveAspectRatio?: string;
    /** The registered PDFKit font for an SVG font family. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    warningCallback?: (message: string) => void;
  };
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: Options): void;
}
