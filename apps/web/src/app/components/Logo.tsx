import { useId } from 'react';

interface LogoProps {
  size?: number;
  className?: string;
}

/**
 * The Takt mark: a "T" over a beat line, the rhythm of a production line. Decorative: the
 * product name is always written next to it.
 */
export function Logo({ size = 40, className }: LogoProps) {
  const id = useId();
  const gradient = `${id}-g`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1890ff" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="11" fill={`url(#${gradient})`} />
      <path d="M11 11h26v6.5H27.3V37h-6.6V17.5H11z" fill="#fff" />
      <path
        d="M30.5 30.5h3l1.6-3.2 2.2 6.2 1.6-3h2.6"
        fill="none"
        stroke="#ffd666"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
