import type { ReactNode, SVGProps } from 'react';

type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number;
  children: ReactNode;
};

/**
 * A line icon on a 24-unit grid, drawn in the text's colour and hidden from assistive
 * technology (the control it sits in carries the name).
 */
export function LineIcon({ size = 18, strokeWidth = 2, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
