/**
 * Small inline icons of the public shell, drawn for this site. All are decorative
 * (aria-hidden): the control around each one carries the accessible name.
 */

import type { ReactNode } from "react";

import type { SocialIcon } from "./site-links";

interface IconProps {
  className?: string;
}

/** A line icon on a 24-unit grid, drawn in the colour of the text around it. */
function LineIcon({
  className,
  size,
  strokeWidth = "2",
  round = "both",
  children,
}: IconProps & {
  size: string;
  strokeWidth?: string;
  /** Which ends of the lines are rounded: their caps, their joins, or both. */
  round?: "caps" | "joins" | "both";
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round === "joins" ? undefined : "round"}
      strokeLinejoin={round === "caps" ? undefined : "round"}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The programme's mark: a sun rising over an open book. */
export function BrandMark({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="#12355b" />
      <circle cx="24" cy="17" r="6.5" fill="#f5b301" />
      <path d="M7 20.5c6-1.8 11.5-.9 17 3V40c-5.5-3.6-11-4.5-17-2.9z" fill="#ffffff" />
      <path d="M41 20.5c-6-1.8-11.5-.9-17 3V40c5.5-3.6 11-4.5 17-2.9z" fill="#dce8f6" />
    </svg>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} size="24">
      <path d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2l1.5-6.8H6.2" />
      <circle cx="9.5" cy="20" r="1.4" />
      <circle cx="17.5" cy="20" r="1.4" />
    </LineIcon>
  );
}

export function MenuIcon({ open, className }: IconProps & { open: boolean }) {
  return (
    <LineIcon className={className} size="24" strokeWidth="2.4" round="caps">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6.5h16M4 12h16M4 17.5h16" />}
    </LineIcon>
  );
}

export function Chevron({
  direction,
  className,
}: IconProps & { direction: "down" | "left" | "right" }) {
  const d = { down: "M6 9l6 6 6-6", left: "M15 6l-6 6 6 6", right: "M9 6l6 6-6 6" }[direction];
  return (
    <LineIcon className={className} size="20" strokeWidth="2.6">
      <path d={d} />
    </LineIcon>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} size="22" round="joins">
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M4 7l8 6 8-6" strokeLinecap="round" />
    </LineIcon>
  );
}

/** The outlined parts of a filled social mark (Instagram's frame and lens). */
const SOCIAL_OUTLINE = { fill: "none", stroke: "currentColor", strokeWidth: "2" } as const;

const SOCIAL_PATHS: Record<SocialIcon, React.ReactNode> = {
  facebook: (
    <path d="M13.6 21v-7.4h2.5l.4-3h-2.9V8.8c0-.9.3-1.5 1.5-1.5h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8.2v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...SOCIAL_OUTLINE} />
      <circle cx="12" cy="12" r="3.8" {...SOCIAL_OUTLINE} />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zM10 8.8v6.4l5.4-3.2z"
    />
  ),
  linkedin: (
    <path
      fillRule="evenodd"
      d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 7.2V17h2.4v-6.8zm1.2-3.8a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10.2V17h2.4v-3.6c0-1 .5-1.7 1.4-1.7.8 0 1.2.6 1.2 1.7V17h2.4v-4.2c0-2.1-1.1-2.9-2.6-2.9-1.1 0-1.9.5-2.4 1.2v-1z"
    />
  ),
};

export function SocialGlyph({ icon, className }: IconProps & { icon: SocialIcon }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
    >
      {SOCIAL_PATHS[icon]}
    </svg>
  );
}

/** A padlock, above the no-access page's heading. */
export function LockPicture({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="80" height="80" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#eaf2fb" />
      <path
        d="M23 29v-6a9 9 0 0 1 18 0v6"
        fill="none"
        stroke="#12355b"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <rect x="17" y="28" width="30" height="22" rx="5" fill="#12355b" />
      <circle cx="32" cy="37" r="3.2" fill="#f5b301" />
      <path d="M32 39v5" stroke="#f5b301" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A signpost, above the not-found page's heading: the page may have moved. */
export function SignpostPicture({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="80" height="80" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#eaf2fb" />
      <rect x="29.5" y="12" width="5" height="42" rx="2" fill="#12355b" />
      <path d="M34 16h14l5 5.5-5 5.5H34z" fill="#0b5cab" />
      <path d="M30 30H16l-5 5.5 5 5.5h14z" fill="#f5b301" />
      <path d="M20 54h24" stroke="#12355b" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

/** A microphone on its stand: the Say it button beside the search box (issue 39). */
export function MicrophoneIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} size="18">
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </LineIcon>
  );
}

/** A loudspeaker with sound waves: the Listen button of an answer. */
export function SpeakerIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} size="18">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
    </LineIcon>
  );
}
