import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

export type IconProps = SvgIconProps;
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * A stroked 24×24 line icon (Feather-style) that sizes and colours like any MUI icon. Icons are plain
 * components around it, so a bundle holds only the icons it uses.
 */
export function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </SvgIcon>
  );
}
