import { PRODUCT_NAME } from '../app/config';

type SpinnerProps = {
  /** Says what is loading, for screen readers; the visible text is always the product name. */
  label?: string;
  fullPage?: boolean;
};

export function Spinner({ label = 'Loading', fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--full-page' : 'spinner'} role="status" aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__text">{PRODUCT_NAME}</span>
    </div>
  );
}
