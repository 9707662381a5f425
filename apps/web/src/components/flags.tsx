import { useId } from 'react';

/** Small flag images for the language buttons (decorative: the buttons carry the names). */

export function FlagIt({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      <rect width="1" height="2" fill="#009246" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce2b37" />
    </svg>
  );
}

export function FlagGb({ size = 24 }: { size?: number }) {
  const id = useId();
  const s = `${id}-s`;
  const t = `${id}-t`;
  return (
    <svg width={size} height={size / 2} viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id={s}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={t}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${s})`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${t})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

/** The flag of China: five yellow stars on red. */
export function FlagCn({ size = 24 }: { size?: number }) {
  const star =
    'M0,-1 L0.2245,-0.309 L0.951,-0.309 L0.363,0.118 L0.588,0.809 L0,0.382 L-0.588,0.809 L-0.363,0.118 L-0.951,-0.309 L-0.2245,-0.309 Z';
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#EE1C25" />
      <path d={star} transform="translate(5,5) scale(3)" fill="#FFFF00" />
      <path d={star} transform="translate(10,2) rotate(23) scale(1)" fill="#FFFF00" />
      <path d={star} transform="translate(12,4) rotate(46) scale(1)" fill="#FFFF00" />
      <path d={star} transform="translate(12,7) rotate(70) scale(1)" fill="#FFFF00" />
      <path d={star} transform="translate(10,9) rotate(21) scale(1)" fill="#FFFF00" />
    </svg>
  );
}
