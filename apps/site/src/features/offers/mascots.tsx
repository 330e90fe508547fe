/** The loyalty programme's two mascots: Pinny the bowling pin and Byte the VR bot. */
import { useLingui } from '@lingui/react/macro';

export function PinnyMascot({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <svg
      viewBox="0 0 120 200"
      className={className}
      role="img"
      aria-label={t`Pinny, a smiling bowling pin`}
    >
      <defs>
        <linearGradient id="pinny-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9dcf5" />
        </linearGradient>
      </defs>
      <path
        d="M60 8c-17 0-24 16-20 34 3 13 9 20 6 32-6 22-26 40-26 78 0 26 16 40 40 40s40-14 40-40c0-38-20-56-26-78-3-12 3-19 6-32 4-18-3-34-20-34z"
        fill="url(#pinny-body)"
      />
      <path d="M44 74h32M42 84h36" stroke="#ff4d8d" strokeWidth="6" strokeLinecap="round" />
      <circle cx="52" cy="38" r="4" fill="#0a0b14" />
      <circle cx="68" cy="38" r="4" fill="#0a0b14" />
      <path
        d="M52 50q8 7 16 0"
        stroke="#0a0b14"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="46" cy="46" r="4" fill="#ff4d8d" opacity="0.5" />
      <circle cx="74" cy="46" r="4" fill="#ff4d8d" opacity="0.5" />
      <path
        d="M22 130l-14-12M98 130l14-12"
        stroke="#d9dcf5"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ByteMascot({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <svg
      viewBox="0 0 140 200"
      className={className}
      role="img"
      aria-label={t`Byte, a cheerful VR robot`}
    >
      <defs>
        <linearGradient id="byte-visor" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#2ee6f6" />
          <stop offset="1" stopColor="#9b7bff" />
        </linearGradient>
      </defs>
      <path d="M70 6v14" stroke="#2ee6f6" strokeWidth="4" strokeLinecap="round" />
      <circle cx="70" cy="6" r="5" fill="#ffc53d" />
      <rect
        x="22"
        y="20"
        width="96"
        height="76"
        rx="26"
        fill="#21254a"
        stroke="#9b7bff"
        strokeWidth="4"
      />
      <rect x="32" y="40" width="76" height="32" rx="16" fill="url(#byte-visor)" />
      <path
        d="M50 56q5-6 10 0M80 56q5-6 10 0"
        stroke="#0a0b14"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect
        x="36"
        y="104"
        width="68"
        height="62"
        rx="18"
        fill="#21254a"
        stroke="#2ee6f6"
        strokeWidth="4"
      />
      <circle cx="70" cy="134" r="10" fill="#ff4d8d" />
      <path
        d="M36 120l-20 -18M104 120l20 -18"
        stroke="#9b7bff"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M54 168v22M86 168v22" stroke="#9b7bff" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
