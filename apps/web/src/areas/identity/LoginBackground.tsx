/**
 * The login page's background picture (spec 000 §2), drawn in SVG so it costs no request:
 * a blueprint grid, a production line of stations joined by a conveyor, and a takt pulse.
 */
const STATIONS = [160, 420, 680, 940, 1200];
const ROLLERS = Array.from({ length: 23 }, (_, i) => 77 + i * 58);
const PIECES = [120, 330, 560, 790, 1030, 1280];
const BIG_TEETH = Array.from({ length: 12 }, (_, i) => i * 30);
const SMALL_TEETH = Array.from({ length: 8 }, (_, i) => i * 45 + 22.5);

export function LoginBackground({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <pattern id="takt-grid-s" width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0v24" fill="none" stroke="#ffffff" strokeOpacity="0.04" />
        </pattern>
        <pattern id="takt-grid-l" width="120" height="120" patternUnits="userSpaceOnUse">
          <rect width="120" height="120" fill="url(#takt-grid-s)" />
          <path d="M120 0H0v120" fill="none" stroke="#ffffff" strokeOpacity="0.07" />
        </pattern>
        <radialGradient id="takt-glow-a" cx="0.18" cy="0.2" r="0.55">
          <stop offset="0" stopColor="#1890ff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#1890ff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="takt-glow-b" cx="0.85" cy="0.85" r="0.5">
          <stop offset="0" stopColor="#13c2c2" stopOpacity="0.28" />
          <stop offset="1" stopColor="#13c2c2" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="takt-pulse" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#ffd666" stopOpacity="0" />
          <stop offset="0.5" stopColor="#ffd666" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ffd666" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="1440" height="900" fill="url(#takt-grid-l)" />
      <rect width="1440" height="900" fill="url(#takt-glow-a)" />
      <rect width="1440" height="900" fill="url(#takt-glow-b)" />

      {/* conveyor */}
      <g stroke="#ffffff" strokeOpacity="0.16" fill="none" strokeWidth="2">
        <rect x="60" y="700" width="1320" height="34" rx="17" />
        {ROLLERS.map((x) => (
          <circle key={x} cx={x} cy="717" r="9" />
        ))}
      </g>

      {/* stations along the line */}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="2">
        {STATIONS.map((x, i) => (
          <g key={x} transform={`translate(${x} ${i % 2 === 0 ? 560 : 590})`}>
            <rect x="0" y="0" width="90" height={i % 2 === 0 ? 140 : 110} rx="6" />
            <rect x="14" y="16" width="62" height="26" rx="3" strokeOpacity="0.28" />
            <circle cx="24" cy="66" r="5" fill="#52c41a" fillOpacity="0.5" stroke="none" />
            <circle cx="42" cy="66" r="5" fill="#faad14" fillOpacity="0.35" stroke="none" />
            <circle cx="60" cy="66" r="5" fill="#ff4d4f" fillOpacity="0.25" stroke="none" />
          </g>
        ))}
      </g>

      {/* workpieces on the conveyor */}
      <g fill="#ffffff" fillOpacity="0.12">
        {PIECES.map((x) => (
          <rect key={x} x={x} y="676" width="44" height="24" rx="4" />
        ))}
      </g>

      {/* gears */}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.1" strokeWidth="2">
        <g transform="translate(1230 170)">
          <circle r="70" />
          <circle r="26" />
          {BIG_TEETH.map((angle) => (
            <rect key={angle} x="-8" y="-88" width="16" height="20" rx="3" transform={`rotate(${angle})`} />
          ))}
        </g>
        <g transform="translate(1112 272)">
          <circle r="38" />
          <circle r="14" />
          {SMALL_TEETH.map((angle) => (
            <rect key={angle} x="-6" y="-52" width="12" height="15" rx="2" transform={`rotate(${angle})`} />
          ))}
        </g>
      </g>

      {/* takt pulse */}
      <path
        d="M0 420H300l30-60 40 130 36-100 24 30H760l30-60 40 130 36-100 24 30h550"
        fill="none"
        stroke="url(#takt-pulse)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
