import { PRODUCT_NAME } from '../app/config';

type LogoProps = { className?: string };

/** Our wordmark: a goal's posts and crossbar beside the name. */
export function Logo({ className }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 152 40"
      role="img"
      aria-label={PRODUCT_NAME}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="0" y="0" width="40" height="40" rx="9" fill="#15803d" />
      <path d="M12 32V8M28 32V8M12 21h16" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" fill="none" />
      <circle cx="20" cy="13" r="2.6" fill="#fff" />
      <text
        x="50"
        y="29"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="25"
        fontWeight="700"
        fill="currentColor"
      >
        {PRODUCT_NAME}
      </text>
    </svg>
  );
}
